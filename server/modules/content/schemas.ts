// The console's content editor: what its form may send (one schema, used by the page's action and the tests) and the
// list's query. Texts come in both languages side by side; documents come as the editor's JSON and are sanitised by
// saveEntry (core/rich-text.ts), never trusted.
import { z } from 'zod';
import { CONTENT_KINDS, FAQ_TOPICS, isContentKey, slugify, type ContentKind } from '../../../core/content';
import { fromUlaanbaatarInput } from '../../../core/dates';

const text = (max: number) => z.string().trim().max(max);
const both = (max: number) => z.object({ mn: text(max), en: text(max) });
/** Empty means "not given". */
const optional = (max: number) => text(max).transform((v) => v || null);

/** How staff publish: keep a draft, publish now, or publish at a time (entered on Ulaanbaatar's clock). */
export const PUBLISH_MODES = ['draft', 'now', 'schedule'] as const;
export type PublishMode = (typeof PUBLISH_MODES)[number];

export const MAX_TAGS = 12;

const issue = (ctx: z.RefinementCtx, path: (string | number)[], messageKey: string) => ctx.addIssue({ code: 'custom', path, params: { messageKey }, message: messageKey });

/** An address staff may give as the original of a text: http(s) only. */
const canonicalUrl = text(500).superRefine((value, ctx) => {
  if (!value) return;
  let ok = false;
  try {
    const url = new URL(value);
    ok = (url.protocol === 'https:' || url.protocol === 'http:') && Boolean(url.hostname) && !/[\s<>"']/.test(value);
  } catch {
    ok = false;
  }
  if (!ok) issue(ctx, [], 'canonicalUrl');
});

/**
 * The editor's form, as its fields are named ("title.mn", "seo.description.en", …). `revision` is the revision the form
 * was made from (0 for a new entry): a save against a newer one is refused rather than overwriting it.
 */
export const entryForm = z
  .object({
    kind: z.enum(CONTENT_KINDS),
    revision: z.coerce.number().int().min(0).max(1_000_000),
    key: text(200),
    title: both(200),
    summary: both(500),
    docMn: z.string().max(2_000_000),
    docEn: z.string().max(2_000_000),
    publish: z.enum(PUBLISH_MODES),
    publishAt: text(40),
    imageId: text(40).refine((v) => v === '' || z.uuid().safeParse(v).success, { params: { messageKey: 'invalidFormat' } }),
    category: optional(60),
    tags: text(600),
    authorName: optional(100),
    position: z.coerce.number().int().min(0).max(100_000),
    effectiveAt: text(40),
    changes: both(1000),
    seo: z.object({ title: both(200), description: both(320), noindex: z.boolean(), canonicalUrl }),
  })
  .superRefine((form, ctx) => {
    const publishing = form.publish !== 'draft';
    // Shoppers read every entry in both languages: a published one needs both titles; a draft needs one to be found by.
    if (publishing || (!form.title.mn && !form.title.en)) for (const lang of ['mn', 'en'] as const) if (!form.title[lang]) issue(ctx, ['title', lang], 'required');
    const key = entryKey(form.kind, form.key, form.title);
    if (!key) issue(ctx, ['key'], 'required');
    else if (!isContentKey(form.kind, key)) issue(ctx, ['key'], form.kind === 'page' ? 'contentPagePath' : 'contentKey');
    if (form.publish === 'schedule') {
      const at = fromUlaanbaatarInput(form.publishAt);
      if (!form.publishAt) issue(ctx, ['publishAt'], 'required');
      else if (!at) issue(ctx, ['publishAt'], 'invalidFormat');
      else if (at.getTime() <= Date.now()) issue(ctx, ['publishAt'], 'scheduleFuture');
    }
    if (form.effectiveAt && !fromUlaanbaatarInput(form.effectiveAt)) issue(ctx, ['effectiveAt'], 'invalidFormat');
    if (form.kind === 'faq' && !(FAQ_TOPICS as readonly string[]).includes(form.category ?? '')) issue(ctx, ['category'], 'chooseOne');
    if (tagsOf(form.tags).length > MAX_TAGS) issue(ctx, ['tags'], 'invalidFormat');
    if (tagsOf(form.tags).some((t) => t.length > 40)) issue(ctx, ['tags'], 'invalidFormat');
  })
  .transform((form) => ({
    kind: form.kind,
    revision: form.revision,
    key: entryKey(form.kind, form.key, form.title),
    title: form.title,
    summary: form.summary,
    doc: { mn: form.docMn, en: form.docEn },
    status: form.publish === 'draft' ? ('draft' as const) : ('published' as const),
    publishAt: form.publish === 'schedule' ? fromUlaanbaatarInput(form.publishAt) : null,
    imageId: form.imageId || null,
    category: form.category,
    tags: tagsOf(form.tags),
    authorName: form.authorName,
    position: form.position,
    effectiveAt: form.effectiveAt ? fromUlaanbaatarInput(form.effectiveAt) : null,
    changes: form.changes,
    seo: {
      ...(form.seo.title.mn || form.seo.title.en ? { title: form.seo.title } : {}),
      ...(form.seo.description.mn || form.seo.description.en ? { description: form.seo.description } : {}),
      ...(form.seo.noindex ? { noindex: true } : {}),
      ...(form.seo.canonicalUrl ? { canonicalUrl: form.seo.canonicalUrl } : {}),
    },
  }));

export type EntryForm = z.input<typeof entryForm>;
/** A save as saveEntry takes it: the form read, the documents still as sent. */
export type EntryInput = Omit<z.output<typeof entryForm>, 'doc'> & { doc: { mn: unknown; en: unknown } };

/** The key as staff typed it (a page's path without its leading "/"), or one made from the title when left empty. */
function entryKey(kind: ContentKind, typed: string, title: { mn: string; en: string }): string {
  const key = kind === 'page' ? typed.replace(/^\/+/, '').replace(/\/+$/, '') : typed;
  return key || slugify(title.en || title.mn);
}

/** Tags as typed, comma separated: trimmed, empty ones dropped, each once. */
export function tagsOf(value: string): string[] {
  return [...new Set(value.split(',').map((t) => t.trim().replace(/\s+/g, ' ')).filter(Boolean))];
}

/** The console list's filters. */
export const ENTRY_STATES = ['draft', 'scheduled', 'published'] as const;
export const entryListQuery = z.object({
  kind: z.enum(CONTENT_KINDS).optional().catch(undefined),
  state: z.enum(ENTRY_STATES).optional().catch(undefined),
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .catch(undefined)
    .transform((v) => v || undefined),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});
export type EntryListQuery = z.output<typeof entryListQuery>;

/** The list's query from a URL's search parameters, leniently (a bad value is dropped). */
export const entryListQueryFrom = (params: URLSearchParams): EntryListQuery =>
  entryListQuery.parse({ kind: params.get('kind') ?? undefined, state: params.get('state') ?? undefined, q: params.get('q') ?? undefined, page: params.get('page') ?? 1 });
