// /about-us (minimal layout): who the store is, in the words of its settings ("about us"), then the store's content page
// "about-us" with its blocks when there is a public one, and how to reach the store (phone, email, address, opening
// hours, social pages), all from the store's settings.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Route } from './+types/about-us';
import { pick, type Language } from '../../core/i18n';
import { ClockIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon } from '../components/icons';
import { PageBlocks } from '../components/page-blocks';
import { RichText, SafeLink } from '../components/rich-text';
import { loadOptionalContentArticle } from '../lib/load-content';
import { metaLanguage, pageMeta } from '../lib/meta';
import { useStoreData } from '../lib/root-data';

const ABOUT_US_KEY = 'about-us';

export async function loader({ context }: Route.LoaderArgs) {
  return { article: await loadOptionalContentArticle(context, ABOUT_US_KEY) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const root = matches.find((m) => m?.id === 'root')?.data as { store?: { aboutUs?: { mn: string; en: string } } | null } | undefined;
  const about = root?.store?.aboutUs ? pick(root.store.aboutUs, metaLanguage(matches)) : '';
  const article = loaderData?.article;
  return pageMeta(matches, (t) => article?.title ?? t('routes.about-us'), { description: article?.description || about.slice(0, 160) });
}

function Contact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  // A term and its description straight inside the group (a <dl>'s own rule), the icon part of the term.
  return (
    <div className="rounded-2xl border border-line bg-surface p-4">
      <dt className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-ink-faint">
        <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-full bg-brand/10 text-brand" aria-hidden>
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-2 break-words text-ink">{children}</dd>
    </div>
  );
}

const contactLink = 'font-medium hover:text-brand hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

export default function AboutUs({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { store } = useStoreData();
  const { article } = loaderData;
  const about = pick(store.aboutUs, lang);
  const socials: { href: string; label: string; icon: ReactNode }[] = [];
  if (store.facebook) socials.push({ href: store.facebook, label: 'Facebook', icon: <FacebookIcon /> });
  if (store.instagram) socials.push({ href: store.instagram, label: 'Instagram', icon: <InstagramIcon /> });
  return (
    <div className="px-4 pb-12">
      <article className="mx-auto max-w-3xl pt-10">
        <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{article?.title ?? t('routes.about-us')}</h1>
        {about ? <p className="mt-5 text-lg leading-relaxed text-ink sm:text-xl">{about}</p> : null}
        {article ? <RichText doc={article.doc} refs={article.refs} className="mt-8" /> : null}
      </article>
      {article?.blocks.length ? (
        <div className="mx-auto max-w-5xl">
          <PageBlocks blocks={article.blocks} titled />
        </div>
      ) : null}
      <section className="mx-auto mt-12 max-w-3xl" aria-labelledby="about-contact">
        <h2 id="about-contact" className="text-2xl font-bold tracking-tight text-ink">
          {t('footer.contact')}
        </h2>
        <dl className="mt-5 grid gap-3 sm:grid-cols-2">
          <Contact icon={<PhoneIcon className="h-4 w-4" />} label={t('footer.phone')}>
            <a href={`tel:${store.phone.replace(/\s+/g, '')}`} className={contactLink}>
              {store.phone}
            </a>
          </Contact>
          <Contact icon={<MailIcon className="h-4 w-4" />} label={t('footer.email')}>
            <a href={`mailto:${store.email}`} className={contactLink}>
              {store.email}
            </a>
          </Contact>
          {pick(store.address, lang) ? (
            <Contact icon={<PinIcon className="h-4 w-4" />} label={t('footer.address')}>
              {pick(store.address, lang)}
            </Contact>
          ) : null}
          {pick(store.schedule, lang) ? (
            <Contact icon={<ClockIcon className="h-4 w-4" />} label={t('footer.schedule')}>
              {pick(store.schedule, lang)}
            </Contact>
          ) : null}
        </dl>
        {socials.length ? (
          <div className="mt-6 flex flex-wrap items-center gap-3">
            <span className="text-sm font-semibold text-ink-soft">{t('footer.followUs')}</span>
            {socials.map((s) => (
              <SafeLink
                key={s.label}
                href={s.href}
                dropUnsafe
                className="inline-flex h-10 items-center gap-2 rounded-full border border-line bg-surface px-4 text-sm font-semibold text-ink-soft hover:border-brand/40 hover:text-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand"
              >
                {s.icon}
                {s.label}
              </SafeLink>
            ))}
          </div>
        ) : null}
      </section>
    </div>
  );
}
