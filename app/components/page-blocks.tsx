// A page's page-builder blocks (server/modules/content/page-blocks.ts) in their order: the home page is made of them, and
// a content page shows its own after its text.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageBlock } from '../../server/modules/content/page-blocks';
import { AppLink } from './app-link';
import { ProductRail } from './product-rail';
import { ContentImage, RichText, SafeLink } from './rich-text';
import { useStoreData } from '../lib/root-data';

type Block<T extends PageBlock['type']> = Extract<PageBlock, { type: T }>;

const tones = {
  brand: 'from-brand via-brand-strong to-[#5b0d12] text-white',
  dark: 'from-[#1f2430] via-[#151922] to-black text-white',
  sky: 'from-[#0f5e9c] via-[#0b4a7d] to-[#062c4d] text-white',
};

/** The column the store's pages are laid out in (max-w-7xl with its padding): what a wide picture is shown at. */
const PAGE_SIZES = '(min-width: 80rem) 1248px, calc(100vw - 2rem)';

function Hero({ block, first, heading }: { block: Block<'hero'>; first: boolean; heading: 'h1' | 'h2' }) {
  const Heading = heading;
  return (
    <section className={`relative mt-6 overflow-hidden rounded-3xl bg-gradient-to-br px-6 py-10 sm:px-12 sm:py-14 ${tones[block.tone]}`} aria-labelledby={`hero-${block.id}`}>
      {block.image ? (
        <>
          {/* The picture is the banner's background; its words stay readable on a shade of the banner's tone. */}
          <ContentImage image={block.image} alt="" sizes={PAGE_SIZES} priority={first} className="absolute inset-0 h-full w-full object-cover" />
          <div className="absolute inset-0 bg-gradient-to-r from-black/80 via-black/55 to-black/10" aria-hidden />
        </>
      ) : (
        <>
          <div className="absolute -right-16 -top-16 h-64 w-64 rounded-full bg-white/10" aria-hidden />
          <div className="absolute -bottom-24 right-24 h-72 w-72 rounded-full bg-white/5" aria-hidden />
        </>
      )}
      <div className="relative max-w-2xl">
        <Heading id={`hero-${block.id}`} className={`${heading === 'h1' ? 'text-3xl sm:text-5xl' : 'text-2xl sm:text-4xl'} font-extrabold leading-tight`}>
          {block.title}
        </Heading>
        {block.text ? <p className="mt-4 text-base text-white/85 sm:text-lg">{block.text}</p> : null}
        {block.cta ? (
          <SafeLink
            href={block.href}
            dropUnsafe
            className="mt-7 inline-flex h-12 items-center rounded-full bg-white px-6 font-semibold text-[#16181d] shadow-sm hover:bg-white/90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {block.cta}
          </SafeLink>
        ) : null}
      </div>
    </section>
  );
}

function CategoryTiles({ block }: { block: Block<'category-tiles'> }) {
  const { t } = useTranslation();
  const { categories } = useStoreData();
  return (
    <section id="categories" className="mt-12 scroll-mt-40" aria-labelledby={`tiles-${block.id}`}>
      <h2 id={`tiles-${block.id}`} className="text-xl font-bold text-ink sm:text-2xl">
        {block.title}
      </h2>
      <ul className="mt-5 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {categories.map((c) => (
          <li key={c._id}>
            <AppLink
              to={`/category?category=${c.slug}`}
              className="flex h-full flex-col items-center gap-2 rounded-2xl border border-line bg-surface p-3 text-center hover:border-brand/40 hover:bg-brand/5 focus-visible:outline-2 focus-visible:outline-brand"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-surface-muted text-2xl" aria-hidden>
                {c.icon}
              </span>
              <span className="text-xs font-semibold leading-tight text-ink sm:text-sm">{c.name}</span>
              <span className="text-[11px] text-ink-faint">{t('home.productsCount', { count: c.productCount })}</span>
            </AppLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RichTextBlock({ block }: { block: Block<'rich-text'> }) {
  return (
    <section className="mx-auto mt-10 max-w-3xl">
      <RichText doc={block.doc} refs={block.refs} />
    </section>
  );
}

/** `first`: the page's first sight, its picture fetched first (PageBlocks). */
function ImageText({ block, first }: { block: Block<'image-text'>; first: boolean }) {
  return (
    <section className="mt-12 grid items-center gap-6 md:grid-cols-2 md:gap-10" aria-labelledby={`image-text-${block.id}`}>
      {block.image ? (
        <div className={block.imageSide === 'right' ? 'md:order-2' : ''}>
          <ContentImage image={block.image} alt={block.alt} sizes="(min-width: 80rem) 608px, (min-width: 48rem) 50vw, 100vw" priority={first} className="w-full rounded-3xl object-cover" />
        </div>
      ) : null}
      <div className={block.image ? '' : 'md:col-span-2 mx-auto max-w-3xl'}>
        <h2 id={`image-text-${block.id}`} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {block.title}
        </h2>
        <RichText doc={block.doc} refs={block.refs} className="mt-4" />
      </div>
    </section>
  );
}

function FaqExcerpt({ block }: { block: Block<'faq-excerpt'> }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto mt-12 max-w-3xl" aria-labelledby={`faq-${block.id}`}>
      <div className="flex items-end justify-between gap-4">
        <h2 id={`faq-${block.id}`} className="text-xl font-bold text-ink sm:text-2xl">
          {block.title}
        </h2>
        <AppLink to="/faq" className="shrink-0 text-sm font-semibold text-brand hover:underline focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand">
          {t('content.allQuestions')}
        </AppLink>
      </div>
      <div className="mt-4 divide-y divide-line overflow-hidden rounded-2xl border border-line bg-surface">
        {block.questions.map((q) => (
          <details key={q.key} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-ink hover:bg-surface-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand [&::-webkit-details-marker]:hidden">
              <span>{q.question}</span>
              <span aria-hidden className="shrink-0 text-xl leading-none text-brand transition group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="px-5 pb-5">
              <RichText doc={q.answer} refs={block.refs} className="text-base" />
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}

function CallToAction({ block }: { block: Block<'call-to-action'> }) {
  return (
    <section className="mt-12 flex flex-col items-start gap-5 rounded-3xl border border-line bg-surface-muted px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-10" aria-labelledby={`cta-${block.id}`}>
      <div className="max-w-2xl">
        <h2 id={`cta-${block.id}`} className="text-xl font-bold text-ink sm:text-2xl">
          {block.title}
        </h2>
        {block.text ? <p className="mt-2 text-ink-soft">{block.text}</p> : null}
      </div>
      {block.cta ? (
        <SafeLink href={block.href} dropUnsafe className="btn-primary shrink-0">
          {block.cta}
        </SafeLink>
      ) : null}
    </section>
  );
}

/**
 * The blocks in order. `titled`: the page has its own h1 (a content page), so a hero's title is an h2; otherwise (the
 * home page) the first hero's title is the page's h1. `afterFirstHero` is shown right under the first hero.
 */
export function PageBlocks({ blocks, titled = false, afterFirstHero }: { blocks: PageBlock[]; titled?: boolean; afterFirstHero?: ReactNode }) {
  const firstHero = blocks.findIndex((b) => b.type === 'hero');
  // The first block's picture is the page's first sight (fetched first, not lazily), unless the page's own text is above it.
  const firstSight = (i: number) => i === 0 && !titled;
  return (
    <>
      {blocks.map((block, i) => (
        <div key={block.id} className="contents">
          {block.type === 'hero' ? <Hero block={block} first={firstSight(i)} heading={!titled && i === firstHero ? 'h1' : 'h2'} /> : null}
          {block.type === 'category-tiles' ? <CategoryTiles block={block} /> : null}
          {block.type === 'product-rail' ? <ProductRail id={block.id} title={block.title} href={block.href} products={block.products} /> : null}
          {block.type === 'rich-text' ? <RichTextBlock block={block} /> : null}
          {block.type === 'image-text' ? <ImageText block={block} first={firstSight(i)} /> : null}
          {block.type === 'faq-excerpt' ? <FaqExcerpt block={block} /> : null}
          {block.type === 'call-to-action' ? <CallToAction block={block} /> : null}
          {i === firstHero ? afterFirstHero : null}
        </div>
      ))}
    </>
  );
}
