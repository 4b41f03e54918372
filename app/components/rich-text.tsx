// Store content's rich text (core/rich-text.ts) as React elements: the sanitised document is walked node by node, so
// no stored text is ever parsed as markup (no dangerouslySetInnerHTML anywhere). Links pass safeHref again here,
// pictures come with their sizes (no layout shift) and product cards with the price and stock of the moment the page was
// read (server/modules/content/resolve-refs.ts).
import type { ReactNode } from 'react';
import { slugify } from '../../core/content';
import { imageAtWidth, imageSrcSet, imageUrl, type ImageInfo } from '../../core/images';
import { safeHref, type RichBlock, type RichDoc, type RichInline, type RichMark } from '../../core/rich-text';
import type { DocRefs } from '../../server/modules/content/resolve-refs';
import { AppLink } from './app-link';
import { ProductCard } from './product-card';

/** The column text is read in (max-w-3xl): what a picture of the text is shown at, at most. */
const TEXT_SIZES = '(min-width: 48rem) 768px, 100vw';

/**
 * An uploaded picture: every kept width in srcset, its own width and height (the browser keeps its room before it
 * loads), lazy unless it is the page's first sight (`priority`).
 */
export function ContentImage({
  image,
  alt,
  sizes = TEXT_SIZES,
  priority = false,
  className = '',
}: {
  image: ImageInfo;
  alt: string;
  sizes?: string;
  priority?: boolean;
  className?: string;
}) {
  const fallback = imageAtWidth(image, 960);
  return (
    <img
      src={imageUrl(fallback.key)}
      srcSet={imageSrcSet(image)}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`h-auto max-w-full ${className}`}
    />
  );
}

/** Anchor ids of a document's headings, in order: the words of the heading as a key, made unique ("-2", "-3"). */
function headingIds(doc: RichDoc): Map<RichBlock, string> {
  const ids = new Map<RichBlock, string>();
  const taken = new Map<string, number>();
  const visit = (blocks: RichBlock[]) => {
    for (const block of blocks) {
      if (block.type === 'heading') {
        const base = slugify((block.content ?? []).map((n) => (n.type === 'text' ? n.text : ' ')).join('')) || 'section';
        const seen = taken.get(base) ?? 0;
        taken.set(base, seen + 1);
        ids.set(block, seen ? `${base}-${seen + 1}` : base);
      } else if (block.type === 'blockquote') visit(block.content);
      else if (block.type === 'bulletList' || block.type === 'orderedList') for (const item of block.content) visit(item.content);
    }
  };
  visit(doc.content);
  return ids;
}

const linkClass = 'font-medium text-brand underline decoration-brand/40 underline-offset-2 hover:decoration-brand focus-visible:rounded-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand';

/**
 * A link to an address of stored content, checked by safeHref again here: a path of this store navigates in the app;
 * anchors, mail and phone are plain links; another site gets no referrer and no handle on this page. An address that
 * does not pass is no link (just its words), or nothing with `dropUnsafe`.
 */
export function SafeLink({ href, className, children, dropUnsafe = false }: { href: string; className?: string; children: ReactNode; dropUnsafe?: boolean }) {
  const safe = safeHref(href);
  if (!safe) return dropUnsafe ? null : <>{children}</>;
  if (safe.startsWith('/'))
    return (
      <AppLink to={safe} className={className}>
        {children}
      </AppLink>
    );
  const external = /^https?:/i.test(safe);
  return (
    <a href={safe} className={className} rel={external ? 'noopener noreferrer' : undefined}>
      {children}
    </a>
  );
}

function marked(text: ReactNode, marks: RichMark[] | undefined): ReactNode {
  let node = text;
  // The link wraps the other marks, so a bold word of a link is one link.
  const ordered = [...(marks ?? [])].sort((a, b) => (a.type === 'link' ? 1 : 0) - (b.type === 'link' ? 1 : 0));
  for (const mark of ordered) {
    if (mark.type === 'bold') node = <strong className="font-semibold text-ink">{node}</strong>;
    else if (mark.type === 'italic') node = <em>{node}</em>;
    else if (mark.type === 'underline') node = <u>{node}</u>;
    else if (mark.type === 'strike') node = <s>{node}</s>;
    else if (mark.type === 'code') node = <code className="rounded bg-surface-muted px-1.5 py-0.5 font-mono text-[0.9em] text-ink">{node}</code>;
    else if (mark.type === 'link') node = (
        <SafeLink href={mark.attrs.href} className={linkClass}>
          {node}
        </SafeLink>
      );
  }
  return node;
}

function Inline({ content }: { content: RichInline[] | undefined }) {
  return (
    <>
      {(content ?? []).map((node, i) => (node.type === 'hardBreak' ? <br key={i} /> : <span key={i}>{marked(node.text, node.marks)}</span>))}
    </>
  );
}

type ProductCardBlock = Extract<RichBlock, { type: 'productCard' }>;

/** Blocks in order, with product cards that follow one another gathered into one grid. */
function Blocks({ blocks, refs, ids }: { blocks: RichBlock[]; refs: DocRefs; ids: Map<RichBlock, string> }) {
  const groups: (RichBlock | ProductCardBlock[])[] = [];
  for (const block of blocks) {
    const last = groups[groups.length - 1];
    if (block.type === 'productCard' && Array.isArray(last)) last.push(block);
    else groups.push(block.type === 'productCard' ? [block] : block);
  }
  return (
    <>
      {groups.map((group, i) => (Array.isArray(group) ? <ProductCards key={i} blocks={group} refs={refs} /> : <Block key={i} block={group} refs={refs} ids={ids} />))}
    </>
  );
}

function ProductCards({ blocks, refs }: { blocks: ProductCardBlock[]; refs: DocRefs }) {
  const cards = blocks.map((b) => refs.products[b.attrs.slug]).filter((p) => p !== undefined);
  if (!cards.length) return null;
  return (
    <div className="my-6 grid grid-cols-2 gap-3 text-base leading-normal sm:grid-cols-3 sm:gap-4">
      {cards.map((product) => (
        <ProductCard key={product._id} product={product} />
      ))}
    </div>
  );
}

function Block({ block, refs, ids }: { block: RichBlock; refs: DocRefs; ids: Map<RichBlock, string> }) {
  switch (block.type) {
    case 'paragraph':
      // An empty paragraph is the editor's blank line: no element, the spacing between blocks is enough.
      return block.content?.length ? (
        <p>
          <Inline content={block.content} />
        </p>
      ) : null;
    case 'heading': {
      const id = ids.get(block);
      return block.attrs.level === 2 ? (
        <h2 id={id} className="scroll-mt-24 pt-4 text-2xl font-bold tracking-tight text-ink">
          <Inline content={block.content} />
        </h2>
      ) : (
        <h3 id={id} className="scroll-mt-24 pt-2 text-xl font-semibold text-ink">
          <Inline content={block.content} />
        </h3>
      );
    }
    case 'bulletList':
    case 'orderedList': {
      const List = block.type === 'bulletList' ? 'ul' : 'ol';
      return (
        <List className={`space-y-2 pl-6 marker:text-brand ${block.type === 'bulletList' ? 'list-disc' : 'list-decimal marker:font-semibold'}`}>
          {block.content.map((item, i) => (
            <li key={i} className="pl-1 [&>*+*]:mt-2">
              <Blocks blocks={item.content} refs={refs} ids={ids} />
            </li>
          ))}
        </List>
      );
    }
    case 'blockquote':
      return (
        <blockquote className="space-y-3 rounded-r-xl border-l-4 border-brand/60 bg-surface-muted px-5 py-4 text-ink">
          <Blocks blocks={block.content} refs={refs} ids={ids} />
        </blockquote>
      );
    case 'horizontalRule':
      return <hr className="my-8 border-line" />;
    case 'image': {
      const image = refs.images[block.attrs.imageId];
      if (!image) return null;
      return (
        <figure className="my-6">
          <ContentImage image={image} alt={block.attrs.alt} className="mx-auto rounded-2xl" />
        </figure>
      );
    }
    case 'productCard':
      return <ProductCards blocks={[block]} refs={refs} />;
  }
}

/** A sanitised document as the shopper reads it, in the store's reading typography (light and dark). */
export function RichText({ doc, refs, className = '' }: { doc: RichDoc; refs: DocRefs; className?: string }) {
  const ids = headingIds(doc);
  return (
    <div className={`space-y-4 break-words text-[17px] leading-relaxed text-ink-soft ${className}`}>
      <Blocks blocks={doc.content} refs={refs} ids={ids} />
    </div>
  );
}
