// The demo store's own words about delivery times agree with the rule the product pages use (core/arrival-estimate.ts):
// a shopper reading "from the USA in 7–14 days" and then "arrives in 16 days" sees two promises.
import { describe, expect, it } from 'vitest';
import { arrivalRange, type Origin } from '../../../core/arrival-estimate';
import { contentSeeds } from './content-data';
import { demoHomeBlocks } from './store-data';

/** Every "N–M days" range in a text. */
const ranges = (text: string) => [...text.matchAll(/(\d+)–(\d+)\s*(?:хоног|days)/g)].map((m) => `${m[1]}–${m[2]}`);

describe('the demo store’s delivery texts', () => {
  const texts = [
    ...contentSeeds.flatMap((e) => [e.text.mn, e.text.en, ...(e.legal?.earlier ?? []).flatMap((v) => (v.text ? [v.text.mn, v.text.en] : []))]),
    ...demoHomeBlocks.flatMap((b) => ('title' in b && b.title ? [b.title.mn, b.title.en] : [])),
  ];
  const origins: Origin[] = ['US', 'KR'];
  const table = origins.map((o) => `${arrivalRange(o).minDays}–${arrivalRange(o).maxDays}`);
  // Inside Mongolia: home delivery in Ulaanbaatar (1–2 days) and to the provinces (2–5 days).
  const domestic = ['1–2', '2–5'];

  it('state the table’s ranges for goods from abroad, and no other', () => {
    const stated = new Set(texts.flatMap(ranges));
    for (const r of stated) expect([...table, ...domestic], r).toContain(r);
    for (const r of table) expect(stated.has(r), r).toBe(true);
  });
});
