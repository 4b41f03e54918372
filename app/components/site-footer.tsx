import { useTranslation } from 'react-i18next';
import { pick, type Language } from '../../core/i18n';
import { useStoreData } from '../lib/root-data';
import { AnalyticsSwitch } from './analytics-switch';
import { AppLink } from './app-link';
import { ClockIcon, FacebookIcon, InstagramIcon, MailIcon, PhoneIcon, PinIcon } from './icons';

function FooterLinks({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-bold text-ink">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map((l) => (
          <li key={l.to}>
            <AppLink to={l.to} className="text-ink-soft hover:text-brand hover:underline">
              {l.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Footer of the default layout: store contacts from store settings, social links, help, company and legal links, and the
 * switch for anonymous usage statistics.
 */
export function SiteFooter() {
  const { t, i18n } = useTranslation();
  const { store, year } = useStoreData();
  const lang = i18n.language as Language;
  return (
    <footer className="mt-16 border-t border-line bg-surface-muted">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-sm font-bold text-ink">
            {t('footer.contact')}
          </h2>
          <ul className="mt-3 space-y-2.5 text-sm text-ink-soft">
            <li className="flex gap-2">
              <PhoneIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
              <a href={`tel:${store.phone.replace(/\s+/g, '')}`} className="hover:text-brand" aria-label={`${t('footer.phone')}: ${store.phone}`}>
                {store.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <MailIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
              <a href={`mailto:${store.email}`} className="hover:text-brand" aria-label={`${t('footer.email')}: ${store.email}`}>
                {store.email}
              </a>
            </li>
            <li className="flex gap-2">
              <PinIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
              <span>{pick(store.address, lang)}</span>
            </li>
            <li className="flex gap-2">
              <ClockIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand" />
              <span>{pick(store.schedule, lang)}</span>
            </li>
          </ul>
          <div className="mt-5 flex gap-2" aria-label={t('footer.followUs')} role="group">
            {store.facebook ? (
              <a href={store.facebook} rel="noopener" target="_blank" aria-label="Facebook" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-surface text-ink-soft ring-1 ring-line hover:text-brand">
                <FacebookIcon />
              </a>
            ) : null}
            {store.instagram ? (
              <a href={store.instagram} rel="noopener" target="_blank" aria-label="Instagram" className="inline-flex h-10 w-10 items-center justify-center rounded-full bg-surface text-ink-soft ring-1 ring-line hover:text-brand">
                <InstagramIcon />
              </a>
            ) : null}
          </div>
        </section>
        <FooterLinks
          title={t('footer.help')}
          links={[
            { to: '/faq', label: t('routes.faq') },
            { to: '/orderGuidance', label: t('routes.orderGuidance') },
            { to: '/buy-for-me', label: t('routes.buy-for-me') },
            { to: '/leasingRequest', label: t('routes.leasingRequest') },
            { to: '/delivery', label: t('footer.delivery') },
            { to: '/warranty', label: t('footer.warranty') },
            { to: '/help/cid', label: t('routes.help-cid') },
          ]}
        />
        <FooterLinks
          title={t('footer.company')}
          links={[
            { to: '/about-us', label: t('routes.about-us') },
            { to: '/join-us', label: t('routes.join-us') },
            { to: '/media', label: t('routes.media') },
          ]}
        />
        <FooterLinks
          title={t('footer.legal')}
          links={[
            { to: '/legal/terms', label: t('routes.legal-terms') },
            { to: '/legal/privacy', label: t('routes.legal-privacy') },
          ]}
        />
      </div>
      <div className="border-t border-line">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-5 md:flex-row-reverse md:items-start md:justify-between">
          <AnalyticsSwitch />
          <p className="text-xs text-ink-faint">{t('footer.copyright', { year })}</p>
        </div>
      </div>
    </footer>
  );
}
