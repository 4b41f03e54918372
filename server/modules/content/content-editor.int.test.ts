// The console's content editor on the server: writing an entry in both languages, saving over someone else's save
// (refused, nothing lost), a public entry's new address leaving a 301 (chains collapsed), a legal document's new
// version, restoring an earlier revision, hostile text in every field, and drafts and scheduled entries kept from
// shoppers until their time.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { AppError } from '../../../core/app-error';
import { toUlaanbaatarInput } from '../../../core/dates';
import { databaseKinds, createTestDatabase, type TestDatabase } from '../../../test/databases';
import { createStaff } from '../../../test/console';
import { storeIdOf } from '../../../test/order-rows';
import { parse } from '../../http/validate';
import { contentPages, contentRevisions } from '../../db/schema';
import { saveImage } from '../images/save-image';
import { getContentPage } from './get-content-page';
import { listEntries } from './list-entries';
import { findRedirect } from './redirects';
import { getEntry, listRevisions, restoreRevision } from './revisions';
import { saveEntry } from './save-entry';
import { entryForm, entryListQueryFrom, type EntryForm } from './schemas';
import { memoryStorage } from '../../../test/memory-storage';

const doc = (text: string) => JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

/** A form as the editor posts it, with `over` changed. */
function form(over: Partial<EntryForm> = {}): EntryForm {
  return {
    kind: 'article',
    revision: 0,
    key: 'spring-phones',
    title: { mn: 'Хаврын утаснууд', en: 'Spring phones' },
    summary: { mn: 'Шинэ утаснууд', en: 'New phones' },
    docMn: doc('Монгол бичвэр'),
    docEn: doc('English text'),
    publish: 'now',
    publishAt: '',
    imageId: '',
    category: 'Guides',
    tags: 'phones, spring',
    authorName: 'Saraa',
    position: 0,
    effectiveAt: '',
    changes: { mn: '', en: '' },
    seo: { title: { mn: '', en: '' }, description: { mn: '', en: '' }, noindex: false, canonicalUrl: '' },
    ...over,
  };
}

/** The field messages a refusal names, by path. */
async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<Record<string, string>> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (err) {
    if (!AppError.is(err)) throw err;
    return Object.fromEntries([[`(${err.code})`, err.messageKey], ...err.fields.map((f) => [f.path, f.messageKey])]);
  }
  throw new Error('not refused');
}

describe.each(databaseKinds)('content editor on %s', (kind) => {
  let test: TestDatabase;
  let storeId: string;
  let saraa: { id: string; name: string };
  let bold: { id: string; name: string };
  const db = () => test.database.db;
  const save = (id: string | null, f: EntryForm, staffId = saraa) => saveEntry(db(), storeId, id, parse(entryForm, f), staffId);

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    storeId = await storeIdOf(db());
    saraa = { id: (await createStaff(db(), { username: 'saraa', name: 'Saraa', role: 'content' })).id, name: 'Saraa' };
    bold = { id: (await createStaff(db(), { username: 'bold', name: 'Bold', role: 'admin' })).id, name: 'Bold' };
  });
  afterAll(() => test?.drop());

  it('creates an article in both languages, edits it, and keeps every save as a revision', async () => {
    const created = await save(null, form());
    expect(created).toMatchObject({ kind: 'article', key: 'spring-phones', revision: 1, status: 'published' });
    const [row] = await db().select().from(contentPages).where(eq(contentPages.id, created.id));
    expect(row.body).toEqual({ mn: 'Монгол бичвэр', en: 'English text' });
    expect(row.tags).toEqual(['phones', 'spring']);
    expect(row.firstPublishedAt).not.toBeNull();
    expect(row.updatedBy).toBe(saraa.id);
    expect((await getContentPage(db(), storeId, 'spring-phones', 'article')).title.en).toBe('Spring phones');

    const edited = await save(created.id, form({ revision: 1, title: { mn: 'Хаврын шинэ утаснууд', en: 'New spring phones' } }), bold);
    expect(edited.revision).toBe(2);
    const revisions = await listRevisions(db(), storeId, created.id);
    expect(revisions.map((r) => [r.revision, r.staffName, r.state])).toEqual([
      [2, 'Bold', 'published'],
      [1, 'Saraa', 'published'],
    ]);
    const [snapshot] = await db().select().from(contentRevisions).where(eq(contentRevisions.pageId, created.id)).orderBy(contentRevisions.revision);
    expect(snapshot.snapshot).toMatchObject({ key: 'spring-phones', title: { en: 'Spring phones' }, tags: ['phones', 'spring'], status: 'published' });

    const list = await listEntries(db(), storeId, entryListQueryFrom(new URLSearchParams('kind=article&q=NEW spring')));
    expect(list.entries.map((e) => [e.key, e.state, e.updatedBy])).toEqual([['spring-phones', 'published', 'Bold']]);
    expect((await listEntries(db(), storeId, entryListQueryFrom(new URLSearchParams('kind=faq&q=spring')))).total).toBe(0);
  });

  it('refuses a save made from an older revision, naming who saved meanwhile', async () => {
    const { id } = await save(null, form({ key: 'two-editors' }));
    await save(id, form({ key: 'two-editors', revision: 1, summary: { mn: 'Болдын', en: 'Bold’s' } }), bold);
    const refused = await refusal(save(id, form({ key: 'two-editors', revision: 1, summary: { mn: 'Сараагийн', en: 'Saraa’s' } })));
    expect(refused['(CONFLICT)']).toBe('contentConflict');
    const entry = await getEntry(db(), storeId, id);
    expect([entry.revision, entry.summary.en]).toEqual([2, 'Bold’s']);
  });

  it('refuses a taken key, a bad key and missing titles as field messages', async () => {
    expect(await refusal(save(null, form()))).toMatchObject({ key: 'contentKeyTaken' });
    expect(await refusal(() => parse(entryForm, form({ key: 'Spring Phones!' })))).toMatchObject({ key: 'contentKey' });
    expect(await refusal(() => parse(entryForm, form({ kind: 'page', key: 'console/x' })))).toMatchObject({ key: 'contentPagePath' });
    // Publishing needs both titles; a draft one.
    expect(await refusal(() => parse(entryForm, form({ key: 'x', title: { mn: '', en: 'Only English' } })))).toMatchObject({ 'title.mn': 'required' });
    expect(parse(entryForm, form({ key: 'x', publish: 'draft', title: { mn: '', en: 'Only English' } })).status).toBe('draft');
    // A key left empty is made from the title.
    expect(parse(entryForm, form({ key: '', title: { mn: 'Утас', en: 'Phones of 2026' } })).key).toBe('phones-of-2026');
    expect(await refusal(() => parse(entryForm, form({ publish: 'schedule', publishAt: '2020-01-01T10:00' })))).toMatchObject({ publishAt: 'scheduleFuture' });
    const huge = JSON.stringify({ type: 'doc', content: Array.from({ length: 21_000 }, () => ({ type: 'horizontalRule' })) });
    expect(await refusal(save(null, form({ key: 'huge', docEn: huge })))).toMatchObject({ docEn: 'richTextTooLarge' });
  });

  it('leaves a 301 from a public entry’s old address, collapsing chains, but not for a draft or an FAQ anchor', async () => {
    const { id } = await save(null, form({ key: 'old-name' }));
    let saved = await save(id, form({ key: 'middle-name', revision: 1 }));
    saved = await save(id, form({ key: 'new-name', revision: saved.revision }));
    expect(await findRedirect(db(), storeId, '/media/old-name')).toEqual({ fromPath: '/media/old-name', toPath: '/media/new-name', statusCode: 301 });
    expect(await findRedirect(db(), storeId, '/media/middle-name')).toMatchObject({ toPath: '/media/new-name' });
    // Back to an old name: that address is live again, and nothing redirects in a circle.
    await save(id, form({ key: 'old-name', revision: saved.revision }));
    expect(await findRedirect(db(), storeId, '/media/old-name')).toBeNull();
    expect(await findRedirect(db(), storeId, '/media/new-name')).toMatchObject({ toPath: '/media/old-name' });

    const draft = await save(null, form({ key: 'never-public', publish: 'draft' }));
    await save(draft.id, form({ key: 'still-draft', publish: 'draft', revision: 1 }));
    expect(await findRedirect(db(), storeId, '/media/never-public')).toBeNull();

    const faq = await save(null, form({ kind: 'faq', key: 'how-to-pay', category: 'payment' }));
    await save(faq.id, form({ kind: 'faq', key: 'paying', category: 'payment', revision: 1 }));
    expect(await findRedirect(db(), storeId, '/faq#how-to-pay')).toBeNull();
  });

  it('gives a published legal document whose text changed a new version, with what changed', async () => {
    const legal = (over: Partial<EntryForm>) => form({ kind: 'legal', key: 'delivery-terms', category: '', tags: '', authorName: '', ...over });
    const first = await save(null, legal({ docEn: doc('Version one') }));
    expect(first.version).toBe(1);
    // Titles only: the same text, the same version.
    let saved = await save(first.id, legal({ revision: 1, title: { mn: 'Хүргэлтийн нөхцөл', en: 'Delivery terms' }, docEn: doc('Version one') }));
    expect(saved.version).toBe(1);
    // A changed text needs what changed, in both languages.
    expect(await refusal(save(first.id, legal({ revision: saved.revision, docEn: doc('Version two'), changes: { mn: '', en: 'Longer' } })))).toEqual({
      '(VALIDATION)': 'invalidRequest',
      'changes.mn': 'contentChangesRequired',
    });
    // A draft of the change is no new version yet.
    saved = await save(first.id, legal({ revision: saved.revision, publish: 'draft', docEn: doc('Version two') }));
    expect(saved.version).toBe(1);
    saved = await save(first.id, legal({ revision: saved.revision, docEn: doc('Version two'), changes: { mn: 'Урт болсон', en: 'Longer' }, effectiveAt: '2030-01-01T00:00' }));
    expect(saved.version).toBe(2);
    const entry = await getEntry(db(), storeId, first.id);
    expect(entry.changes).toEqual({ mn: 'Урт болсон', en: 'Longer' });
    expect(toUlaanbaatarInput(entry.effectiveAt!)).toBe('2030-01-01T00:00');
  });

  it('restores an earlier revision as a new one, keeping the entry’s publication state', async () => {
    const { id } = await save(null, form({ key: 'restore-me', title: { mn: 'Анхны', en: 'First' } }));
    await save(id, form({ key: 'restore-me', revision: 1, title: { mn: 'Хоёр дахь', en: 'Second' }, publish: 'draft' }));
    expect(await refusal(restoreRevision(db(), storeId, { id, revision: 1, base: 1, staff: bold }))).toMatchObject({ '(CONFLICT)': 'contentConflict' });
    const restored = await restoreRevision(db(), storeId, { id, revision: 1, base: 2, staff: bold });
    expect(restored).toMatchObject({ revision: 3, status: 'draft' });
    const entry = await getEntry(db(), storeId, id);
    expect(entry.title.en).toBe('First');
    expect((await listRevisions(db(), storeId, id)).map((r) => r.revision)).toEqual([3, 2, 1]);
  });

  it('keeps drafts and scheduled entries from shoppers until their time', async () => {
    await save(null, form({ key: 'a-draft', publish: 'draft' }));
    const soon = new Date(Date.now() + 60 * 60_000);
    const scheduled = await save(null, form({ key: 'later', publish: 'schedule', publishAt: toUlaanbaatarInput(soon) }));
    for (const key of ['a-draft', 'later']) expect(await refusal(getContentPage(db(), storeId, key, 'article'))).toMatchObject({ '(NOT_FOUND)': 'dataNotFound' });
    expect((await listEntries(db(), storeId, entryListQueryFrom(new URLSearchParams('state=scheduled')))).entries.map((e) => e.key)).toEqual(['later']);
    expect((await listEntries(db(), storeId, entryListQueryFrom(new URLSearchParams('state=draft&kind=article')))).entries.map((e) => e.key)).toContain('a-draft');
    // Its time comes (moved into the past here): public with no further save.
    await db()
      .update(contentPages)
      .set({ publishAt: new Date(Date.now() - 1000) })
      .where(eq(contentPages.id, scheduled.id));
    expect((await getContentPage(db(), storeId, 'later', 'article')).key).toBe('later');
  });

  it('refuses or stores inert hostile text in every field', async () => {
    const script = '<script>window.__xss=1</script>';
    const img = '<img src=x onerror=window.__xss=1>';
    const quote = '" onmouseover="window.__xss=1';
    const hostile = `${script}${img}${quote}`;
    // Keys and canonical addresses that are not what they must be are refused.
    expect(await refusal(() => parse(entryForm, form({ key: hostile })))).toMatchObject({ key: 'contentKey' });
    expect(await refusal(() => parse(entryForm, form({ key: 'javascript:window.__xss=1' })))).toMatchObject({ key: 'contentKey' });
    for (const canonicalUrl of ['javascript:window.__xss=1', 'data:text/html,<script>1</script>', `https://x.mn/${quote}`])
      expect(await refusal(() => parse(entryForm, form({ seo: { ...form().seo, canonicalUrl } })))).toMatchObject({ 'seo.canonicalUrl': 'canonicalUrl' });
    expect(await refusal(() => parse(entryForm, form({ imageId: hostile })))).toMatchObject({ imageId: 'invalidFormat' });

    const hostileDoc = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { onclick: 'window.__xss=1' }, content: [{ type: 'text', text: hostile, marks: [{ type: 'link', attrs: { href: 'javascript:window.__xss=1', onmouseover: 'x' } }] }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'tab', marks: [{ type: 'link', attrs: { href: 'java\tscript:window.__xss=1' } }] }] },
        { type: 'script', content: [{ type: 'text', text: 'window.__xss=1' }] },
        { type: 'html', attrs: { html: img } },
        { type: 'image', attrs: { imageId: '00000000-0000-4000-8000-000000000000', alt: hostile, src: 'javascript:window.__xss=1', onerror: 'window.__xss=1' } },
        { type: 'image', attrs: { imageId: hostile, alt: 'x' } },
        { type: 'productCard', attrs: { slug: hostile } },
        { type: 'productCard', attrs: { slug: 'real-phone', onload: 'x' } },
        { type: 'heading', attrs: { level: 1, id: quote }, content: [{ type: 'text', text: quote }] },
      ],
    });
    const saved = await save(
      null,
      form({
        key: 'hostile',
        title: { mn: hostile, en: hostile },
        summary: { mn: hostile, en: hostile },
        docMn: hostileDoc,
        docEn: hostileDoc,
        tags: `${script}, ${quote}`,
        authorName: img,
        category: img,
        seo: { title: { mn: hostile, en: hostile }, description: { mn: hostile, en: hostile }, noindex: false, canonicalUrl: 'https://zuuch.mn/media/hostile' },
      }),
    );
    const entry = await getEntry(db(), storeId, saved.id);
    // Text fields are kept as text (pages render them as text, never as markup).
    expect(entry.title.en).toBe(hostile);
    expect(entry.tags).toEqual([script, quote]);
    // The document keeps only known nodes and attributes, and no address that runs script.
    expect(entry.doc.en).toEqual({
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: hostile }] },
        { type: 'paragraph', content: [{ type: 'text', text: 'tab' }] },
        { type: 'image', attrs: { imageId: '00000000-0000-4000-8000-000000000000', alt: hostile } },
        { type: 'productCard', attrs: { slug: 'real-phone' } },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: quote }] },
      ],
    });
    // Hostile words remain only as text: no link, source or handler attribute survived.
    expect(JSON.stringify(entry.doc)).not.toMatch(/"(href|src|onclick|onerror|onmouseover|onload|id|html)":/);
  });

  it('keeps an uploaded picture as the cover, and refuses another store’s or a made-up one', async () => {
    const png = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#c41f35' } })
      .png()
      .toBuffer();
    const image = await saveImage(db(), memoryStorage(), storeId, png, saraa.id);
    const saved = await save(null, form({ key: 'with-cover', imageId: image.id }));
    expect((await getEntry(db(), storeId, saved.id)).image).toMatchObject({ id: image.id, width: 800, height: 500 });
    expect(await refusal(save(null, form({ key: 'made-up-cover', imageId: '00000000-0000-4000-8000-000000000000' })))).toMatchObject({ imageId: 'invalidFormat' });
  });
});
