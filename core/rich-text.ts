// Rich text of store content (pages, articles, FAQ answers, legal documents): a ProseMirror/Tiptap document kept as
// structured JSON, never as HTML. Whatever a browser posts goes through sanitizeDoc, which keeps only the nodes, marks
// and attributes below and drops the rest; pages render the result as React elements (app/components/rich-text.tsx),
// so no stored text is ever parsed as markup. Links keep only web, mail and phone addresses or paths of this store.
import { isUuid } from './uuid';

export type RichMark =
  | { type: 'bold' | 'italic' | 'strike' | 'code' | 'underline' }
  | { type: 'link'; attrs: { href: string } };

export type RichText = { type: 'text'; text: string; marks?: RichMark[] };

export type RichInline = RichText | { type: 'hardBreak' };

export type RichBlock =
  | { type: 'paragraph'; content?: RichInline[] }
  | { type: 'heading'; attrs: { level: 2 | 3 }; content?: RichInline[] }
  | { type: 'bulletList' | 'orderedList'; content: RichListItem[] }
  | { type: 'blockquote'; content: RichBlock[] }
  | { type: 'horizontalRule' }
  /** A picture uploaded through the console (the images table); pages resolve its sizes. */
  | { type: 'image'; attrs: { imageId: string; alt: string } }
  /** A product of the catalog shown as its card, with the price and stock of the moment the page is read. */
  | { type: 'productCard'; attrs: { slug: string } };

export type RichListItem = { type: 'listItem'; content: RichBlock[] };

export type RichDoc = { type: 'doc'; content: RichBlock[] };

/** Content in both languages. */
export type LocalizedDoc = { mn: RichDoc; en: RichDoc };

export const emptyDoc = (): RichDoc => ({ type: 'doc', content: [] });

const MAX_NODES = 20_000;
const MAX_DEPTH = 12;
const MAX_TEXT = 200_000;
const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

/**
 * The address a link may keep, or null: http(s), mailto and tel addresses, and paths of this store ("/faq#pay", not
 * "//elsewhere"). Control characters and spaces that browsers strip before reading a scheme ("java\tscript:") never pass.
 */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (!value || value.length > 2000 || /[\u0000-\u0020\u007f-\u009f\\]/.test(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  if (value.startsWith('#')) return value;
  if (/^(https?:\/\/[^/?#]+|mailto:[^/]|tel:\+?[0-9])/i.test(value)) {
    try {
      const url = new URL(value);
      return ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol) ? value : null;
    } catch {
      return null;
    }
  }
  return null;
}

export class RichTextTooLargeError extends Error {
  constructor() {
    super('rich text too large or too deep');
    this.name = 'RichTextTooLargeError';
  }
}

type Budget = { nodes: number; chars: number };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const children = (node: Record<string, unknown>): unknown[] => (Array.isArray(node.content) ? node.content : []);

function spend(budget: Budget, depth: number) {
  budget.nodes += 1;
  if (budget.nodes > MAX_NODES || depth > MAX_DEPTH) throw new RichTextTooLargeError();
}

function cleanMarks(marks: unknown): RichMark[] {
  if (!Array.isArray(marks)) return [];
  const out: RichMark[] = [];
  for (const mark of marks) {
    if (!isObject(mark)) continue;
    if (mark.type === 'link') {
      const href = safeHref(isObject(mark.attrs) ? mark.attrs.href : null);
      if (href) out.push({ type: 'link', attrs: { href } });
    } else if (mark.type === 'bold' || mark.type === 'italic' || mark.type === 'strike' || mark.type === 'code' || mark.type === 'underline') {
      if (!out.some((m) => m.type === mark.type)) out.push({ type: mark.type });
    }
  }
  return out;
}

function cleanInline(nodes: unknown[], budget: Budget, depth: number): RichInline[] {
  const out: RichInline[] = [];
  for (const node of nodes) {
    if (!isObject(node)) continue;
    spend(budget, depth);
    if (node.type === 'hardBreak') out.push({ type: 'hardBreak' });
    else if (node.type === 'text' && typeof node.text === 'string' && node.text.length > 0) {
      budget.chars += node.text.length;
      if (budget.chars > MAX_TEXT) throw new RichTextTooLargeError();
      const marks = cleanMarks(node.marks);
      out.push(marks.length ? { type: 'text', text: node.text, marks } : { type: 'text', text: node.text });
    }
  }
  return out;
}

function cleanBlocks(nodes: unknown[], budget: Budget, depth: number): RichBlock[] {
  const out: RichBlock[] = [];
  for (const node of nodes) {
    if (!isObject(node)) continue;
    spend(budget, depth);
    const attrs = isObject(node.attrs) ? node.attrs : {};
    switch (node.type) {
      case 'paragraph': {
        const content = cleanInline(children(node), budget, depth + 1);
        out.push(content.length ? { type: 'paragraph', content } : { type: 'paragraph' });
        break;
      }
      case 'heading': {
        const content = cleanInline(children(node), budget, depth + 1);
        // The page title is the one h1; a document's own headings are h2 and h3.
        const level = attrs.level === 3 || attrs.level === 4 || attrs.level === 5 || attrs.level === 6 ? 3 : 2;
        out.push(content.length ? { type: 'heading', attrs: { level }, content } : { type: 'heading', attrs: { level } });
        break;
      }
      case 'bulletList':
      case 'orderedList': {
        const items: RichListItem[] = [];
        for (const item of children(node)) {
          if (!isObject(item) || item.type !== 'listItem') continue;
          spend(budget, depth + 1);
          const content = cleanBlocks(children(item), budget, depth + 2);
          if (content.length) items.push({ type: 'listItem', content });
        }
        if (items.length) out.push({ type: node.type, content: items });
        break;
      }
      case 'blockquote': {
        const content = cleanBlocks(children(node), budget, depth + 1);
        if (content.length) out.push({ type: 'blockquote', content });
        break;
      }
      case 'horizontalRule':
        out.push({ type: 'horizontalRule' });
        break;
      case 'image':
        if (typeof attrs.imageId === 'string' && isUuid(attrs.imageId)) {
          const alt = typeof attrs.alt === 'string' ? attrs.alt.slice(0, 300) : '';
          out.push({ type: 'image', attrs: { imageId: attrs.imageId, alt } });
        }
        break;
      case 'productCard':
        if (typeof attrs.slug === 'string' && SLUG.test(attrs.slug)) out.push({ type: 'productCard', attrs: { slug: attrs.slug } });
        break;
      // Anything else (scripts, iframes, raw HTML, unknown extensions) is not kept.
    }
  }
  return out;
}

/** A clean document from anything posted: only known nodes, marks and attributes; RichTextTooLargeError past the limits. */
export function sanitizeDoc(input: unknown): RichDoc {
  let value = input;
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT * 4) throw new RichTextTooLargeError();
    try {
      value = JSON.parse(value);
    } catch {
      return docFromPlainText(value as string);
    }
  }
  if (!isObject(value) || value.type !== 'doc') return emptyDoc();
  return { type: 'doc', content: cleanBlocks(children(value), { nodes: 0, chars: 0 }, 0) };
}

/** Every block of a document, depth first (list items' and quotes' blocks included). */
export function* walkBlocks(blocks: RichBlock[]): Generator<RichBlock> {
  for (const block of blocks) {
    yield block;
    if (block.type === 'bulletList' || block.type === 'orderedList') for (const item of block.content) yield* walkBlocks(item.content);
    else if (block.type === 'blockquote') yield* walkBlocks(block.content);
  }
}

/** What a document refers to outside itself: uploaded pictures and product cards, each once. */
export function docRefs(docs: RichDoc[]): { imageIds: string[]; productSlugs: string[] } {
  const imageIds = new Set<string>();
  const productSlugs = new Set<string>();
  for (const doc of docs)
    for (const block of walkBlocks(doc.content)) {
      if (block.type === 'image') imageIds.add(block.attrs.imageId);
      else if (block.type === 'productCard') productSlugs.add(block.attrs.slug);
    }
  return { imageIds: [...imageIds], productSlugs: [...productSlugs] };
}

const inlineText = (content: RichInline[] | undefined) => (content ?? []).map((n) => (n.type === 'text' ? n.text : '\n')).join('');

/** The words of a document as plain text, a line per block: for search, descriptions, feeds and structured data. */
export function docText(doc: RichDoc): string {
  const lines: string[] = [];
  for (const block of walkBlocks(doc.content)) {
    if (block.type === 'paragraph' || block.type === 'heading') lines.push(inlineText(block.content));
    else if (block.type === 'image' && block.attrs.alt) lines.push(block.attrs.alt);
  }
  return lines
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

/** The first words of a document, cut at a word within `max` characters: a default description. */
export function docExcerpt(doc: RichDoc, max = 160): string {
  const text = docText(doc).replace(/\s+/g, ' ').trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** Inline text with [label](address) links and **bold**, as the plain-text format writes them. */
function inlineFromPlainText(text: string): RichInline[] {
  const out: RichInline[] = [];
  const pattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;
  let last = 0;
  for (const match of text.matchAll(pattern)) {
    if (match.index > last) out.push({ type: 'text', text: text.slice(last, match.index) });
    if (match[1] !== undefined) {
      const href = safeHref(match[2]);
      out.push(href ? { type: 'text', text: match[1], marks: [{ type: 'link', attrs: { href } }] } : { type: 'text', text: match[1] });
    } else out.push({ type: 'text', text: match[3], marks: [{ type: 'bold' }] });
    last = match.index + match[0].length;
  }
  if (last < text.length) out.push({ type: 'text', text: text.slice(last) });
  return out;
}

/**
 * A document from the plain-text format content was first written in (and the demo content still is): blank lines
 * separate blocks; "## " and "### " start headings; lines of "- " or "1. " make lists; a block "[[product:slug]]" is a
 * product card; "[label](/path)" is a link and "**words**" bold.
 */
export function docFromPlainText(text: string): RichDoc {
  const content: RichBlock[] = [];
  for (const raw of text.split(/\n\s*\n/)) {
    const lines = raw
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (!lines.length) continue;
    const card = /^\[\[product:([a-z0-9][a-z0-9-]*)\]\]$/.exec(lines.join(' '));
    if (card) {
      content.push({ type: 'productCard', attrs: { slug: card[1] } });
      continue;
    }
    const heading = /^(#{2,3}) (.*)$/.exec(lines[0]);
    if (heading) {
      content.push({ type: 'heading', attrs: { level: heading[1].length as 2 | 3 }, content: inlineFromPlainText(heading[2].trim()) });
      lines.shift();
      if (!lines.length) continue;
    }
    const list = (marker: RegExp, type: 'bulletList' | 'orderedList') =>
      lines.every((l) => marker.test(l))
        ? content.push({
            type,
            content: lines.map((l) => ({ type: 'listItem' as const, content: [{ type: 'paragraph' as const, content: inlineFromPlainText(l.replace(marker, '')) }] })),
          })
        : 0;
    if (list(/^- /, 'bulletList') || list(/^\d+[.)] /, 'orderedList')) continue;
    content.push({ type: 'paragraph', content: inlineFromPlainText(lines.join('\n')) });
  }
  return { type: 'doc', content };
}

/** Inline text in the plain-text format: links as [label](address), bold as **words**, line breaks kept. */
function inlineToPlainText(content: RichInline[] | undefined): string {
  return (content ?? [])
    .map((n) => {
      if (n.type === 'hardBreak') return '\n';
      const link = n.marks?.find((m) => m.type === 'link');
      if (link && link.type === 'link') return `[${n.text}](${link.attrs.href})`;
      return n.marks?.some((m) => m.type === 'bold') ? `**${n.text}**` : n.text;
    })
    .join('');
}

/**
 * A document in the plain-text format docFromPlainText reads (for editing it in a plain text field): headings, lists,
 * product cards, links and bold come back as written; what the format cannot say (pictures, quotes' frame, italics)
 * is left out or kept as plain words.
 */
export function docToPlainText(doc: RichDoc): string {
  const blocks: string[] = [];
  const add = (block: RichBlock) => {
    if (block.type === 'paragraph') blocks.push(inlineToPlainText(block.content));
    else if (block.type === 'heading') blocks.push(`${'#'.repeat(block.attrs.level)} ${inlineToPlainText(block.content)}`);
    else if (block.type === 'bulletList' || block.type === 'orderedList')
      blocks.push(
        block.content
          .map((item, i) => `${block.type === 'bulletList' ? '-' : `${i + 1}.`} ${item.content.map((b) => (b.type === 'paragraph' ? inlineToPlainText(b.content) : '')).join(' ')}`)
          .join('\n'),
      );
    else if (block.type === 'blockquote') block.content.forEach(add);
    else if (block.type === 'productCard') blocks.push(`[[product:${block.attrs.slug}]]`);
  };
  doc.content.forEach(add);
  return blocks.filter((b) => b.trim()).join('\n\n');
}

/** A document in a language: its own, else the other language's (as `pick` does for text), else an empty one. */
export function pickDoc(doc: Partial<LocalizedDoc> | null | undefined, lang: 'mn' | 'en'): RichDoc {
  const has = (d: RichDoc | undefined): d is RichDoc => Boolean(d && Array.isArray(d.content) && d.content.length);
  const own = doc?.[lang];
  if (has(own)) return own;
  return [doc?.en, doc?.mn].find(has) ?? emptyDoc();
}
