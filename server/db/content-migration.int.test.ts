// Migration 0010 on a store whose pages were written before content had kinds and states: a published page stays public
// (and counts as first published at its last change), an unpublished one becomes a draft, and both become pages whose
// plain text is read as rich text until staff save them.
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { databaseBefore, insertOldStore } from '../../test/migrations';
import { contentPages } from './schema';
import { entryDoc } from '../modules/content/visibility';

describe.each(databaseKinds)('migration 0010 (store content) on %s', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('keeps published pages public and unpublished ones as drafts', async () => {
    const { database, migrateOn, close } = await databaseBefore(kind, '0010_content');
    cleanups.push(close);
    const db = database.db;
    const storeId = await insertOldStore(db, 'zuuch');
    const page = (key: string, published: boolean) =>
      db.execute(sql`insert into content_pages (store_id, key, title, body, published, updated_at)
                     values (${storeId}, ${key}, ${JSON.stringify({ mn: key, en: key })}::jsonb, ${JSON.stringify({ mn: '## Гарчиг\nТекст', en: '## Title\nText' })}::jsonb, ${published}, '2026-05-01T00:00:00Z')`);
    await page('delivery', true);
    await page('hidden', false);

    await migrateOn();
    const rows = await db.select().from(contentPages).where(eq(contentPages.storeId, storeId)).orderBy(contentPages.key);
    expect(rows.map((r) => [r.key, r.kind, r.status, r.firstPublishedAt?.toISOString() ?? null])).toEqual([
      ['delivery', 'page', 'published', '2026-05-01T00:00:00.000Z'],
      ['hidden', 'page', 'draft', null],
    ]);
    expect(entryDoc(rows[0]).en.content.map((b) => b.type)).toEqual(['heading', 'paragraph']);
    // One key per kind from now on: an article may share a page's key, a second page may not.
    await db.insert(contentPages).values({ storeId, kind: 'article', key: 'delivery', title: { mn: 'a', en: 'a' }, body: { mn: '', en: '' } });
    await expect(db.insert(contentPages).values({ storeId, kind: 'page', key: 'delivery', title: { mn: 'b', en: 'b' }, body: { mn: '', en: '' } })).rejects.toThrow();
    expect((await db.select().from(contentPages).where(and(eq(contentPages.storeId, storeId), eq(contentPages.key, 'delivery')))).length).toBe(2);
  });
});
