// What staff may save as a page-builder block (core/page-blocks.ts), one zod schema per type: texts shoppers read are
// required in both languages, links must be safe (core/rich-text.ts safeHref: a path of this store or a web, mail or
// phone address; "javascript:" and the like are refused, not cleaned), rich text is sanitised, numbers stay in range.
import { z } from 'zod';
import { FAQ_TOPICS } from '../../../core/content';
import type { PageBlockConfig } from '../../../core/page-blocks';
import { PRODUCT_RAIL_SOURCES, RAIL_ORIGINS } from '../../../core/page-blocks';
import { parse } from '../../http/validate';
import { RichTextTooLargeError, safeHref, sanitizeDoc, type RichDoc } from '../../../core/rich-text';
import { isUuid } from '../../../core/uuid';

const message = (messageKey: string) => ({ params: { messageKey } });

/** A text in both languages, both required (a shopper reads the store in either). */
const bothLanguages = (max: number) => z.object({ mn: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });
/** A text in both languages that may be left empty. */
const optionalLanguages = (max: number) => z.object({ mn: z.string().trim().max(max).default(''), en: z.string().trim().max(max).default('') });

/** A link a block sends shoppers to: kept only as safeHref keeps it, else refused with the field's message. */
const href = z
  .string()
  .trim()
  .min(1)
  .max(2000)
  .refine((value) => safeHref(value) === value, message('block.href'));

const doc = z.unknown().transform((value, ctx): RichDoc => {
  try {
    const clean = sanitizeDoc(value);
    if (!clean.content.length) ctx.addIssue({ code: 'custom', params: { messageKey: 'required' } });
    return clean;
  } catch (err) {
    if (!(err instanceof RichTextTooLargeError)) throw err;
    ctx.addIssue({ code: 'custom', params: { messageKey: 'richTextTooLarge' } });
    return { type: 'doc', content: [] };
  }
});
const bothDocs = z.object({ mn: doc, en: doc });

const uuid = z.string().refine((v) => isUuid(v), message('invalidFormat'));
const limit = (max: number) => z.coerce.number().int().refine((n) => n >= 1 && n <= max, message(max === 24 ? 'block.limit24' : 'block.limit20'));
const slug = z.string().trim().refine((v) => /^[a-z0-9][a-z0-9-]{0,119}$/.test(v), message('contentKey'));

const hero = z.object({
  type: z.literal('hero'),
  title: bothLanguages(120),
  text: optionalLanguages(300),
  cta: bothLanguages(40),
  href,
  tone: z.enum(['brand', 'dark', 'sky']),
  imageId: uuid.optional(),
});

const richText = z.object({ type: z.literal('rich-text'), doc: bothDocs });

const productRail = z
  .object({
    type: z.literal('product-rail'),
    title: bothLanguages(120),
    source: z.enum(PRODUCT_RAIL_SOURCES),
    origin: z.enum(RAIL_ORIGINS).optional(),
    category: slug.optional(),
    query: z.string().trim().min(1).max(100).optional(),
    limit: limit(24),
    href: href.optional(),
  })
  .superRefine((rail, ctx) => {
    // What the source needs: an origin, a category or search words.
    const needs = { origin: 'origin', category: 'category', search: 'query' } as const;
    const field = needs[rail.source as keyof typeof needs];
    if (field && !rail[field]) ctx.addIssue({ code: 'custom', path: [field], params: { messageKey: 'required' } });
  })
  .transform((rail) => ({
    ...rail,
    // Only what the source uses is kept.
    origin: rail.source === 'origin' ? rail.origin : undefined,
    category: rail.source === 'category' ? rail.category : undefined,
    query: rail.source === 'search' ? rail.query : undefined,
  }));

const categoryTiles = z.object({ type: z.literal('category-tiles'), title: bothLanguages(120) });

const imageText = z.object({
  type: z.literal('image-text'),
  imageId: uuid,
  alt: bothLanguages(200),
  title: bothLanguages(120),
  doc: bothDocs,
  imageSide: z.enum(['left', 'right']),
});

const faqExcerpt = z
  .object({
    type: z.literal('faq-excerpt'),
    title: bothLanguages(120),
    topic: z.enum(FAQ_TOPICS).optional(),
    keys: z.array(slug).max(20).optional(),
    limit: limit(20),
  })
  .superRefine((faq, ctx) => {
    if (!faq.topic && !faq.keys?.length) ctx.addIssue({ code: 'custom', path: ['topic'], params: { messageKey: 'block.faqWhich' } });
  });

const callToAction = z.object({
  type: z.literal('call-to-action'),
  title: bothLanguages(120),
  text: optionalLanguages(300),
  cta: bothLanguages(40),
  href,
});

/** Every block type's schema (core/page-blocks.ts PAGE_BLOCK_TYPES); another type is refused. */
export const pageBlockConfig = z.discriminatedUnion('type', [hero, richText, productRail, categoryTiles, imageText, faqExcerpt, callToAction]);

/** A block's config from what staff sent: VALIDATION naming each field ("title.mn", "href", "limit") otherwise. */
export function parseBlockConfig(input: unknown): PageBlockConfig {
  return parse(pageBlockConfig, input);
}
