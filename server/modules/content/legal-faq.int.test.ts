// What shoppers may read of the FAQ and the legal documents: public questions by topic (drafts and scheduled ones
// never), legal documents at their current version and at every earlier published one, each as its last published save.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docText } from '../../../core/rich-text';
import { insertFaq, insertLegal } from '../../../test/content-rows';
import { databaseKinds, createTestDatabase, type TestDatabase } from '../../../test/databases';
import { storeIdOf } from '../../../test/order-rows';
import { listFaq } from './faq';
import { currentLegalVersion, getLegalDocument } from './legal';

const t = (en: string, mn = en) => ({ en, mn });

describe.each(databaseKinds)('FAQ and legal documents on %s', (kind) => {
  let test: TestDatabase;
  let storeId: string;
  const db = () => test.database.db;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    storeId = await storeIdOf(db());
  });
  afterAll(() => test?.drop());

  it('groups public questions by topic in the topics’ order, leaving out drafts, scheduled ones and empty topics', async () => {
    await db().execute(sql`delete from content_pages where kind = 'faq'`);
    await insertFaq(db(), storeId, [
      { key: 'pay-later', topic: 'payment', question: t('Can I pay later?', 'Дараа төлж болох уу?'), answer: t('Within **48 hours**.', '48 цагийн дотор.'), position: 2 },
      { key: 'pay-how', topic: 'payment', question: t('How do I pay?', 'Яаж төлөх вэ?'), answer: t('By QPay.', 'QPay-ээр.'), position: 1 },
      { key: 'order-how', topic: 'ordering', question: t('How do I order?'), answer: t('Add to cart.') },
      { key: 'draft-one', topic: 'delivery', question: t('Draft?'), answer: t('Not yet.'), status: 'draft' },
      { key: 'later-one', topic: 'returns', question: t('Later?'), answer: t('Soon.'), publishAt: new Date(Date.now() + 86_400_000) },
      { key: 'stray', topic: 'no-such-topic', question: t('Anything else?'), answer: t('Ask us.') },
    ]);
    const groups = await listFaq(db(), storeId, 'en');
    expect(groups.map((g) => [g.topic, g.questions.map((q) => q.key)])).toEqual([
      ['ordering', ['order-how']],
      ['payment', ['pay-how', 'pay-later']],
      ['other', ['stray']],
    ]);
    const mn = await listFaq(db(), storeId, 'mn');
    expect(mn[1].questions[1]).toMatchObject({ question: 'Дараа төлж болох уу?', answerText: '48 цагийн дотор.' });
    expect(docText(groups[1].questions[1].answer)).toBe('Within 48 hours.');
  });

  it('shows the current terms and each earlier version as its last published save; an unknown version is not found', async () => {
    await insertLegal(db(), storeId, 'terms', [
      { version: 1, title: t('Terms'), text: t('First wording.'), effectiveAt: '2025-01-01T00:00:00.000Z' },
      { version: 1, title: t('Terms'), text: t('First wording, typo fixed.'), effectiveAt: '2025-01-01T00:00:00.000Z' },
      { version: 2, title: t('Terms'), text: t('Second draft.'), status: 'draft' },
      { version: 2, title: t('Terms of service'), text: t('Second wording.'), changes: t('Returns in 14 days.'), effectiveAt: '2026-02-01T00:00:00.000Z' },
    ]);
    const current = await getLegalDocument(db(), storeId, 'terms');
    expect(current.current).toMatchObject({ version: 2, effectiveAt: '2026-02-01T00:00:00.000Z' });
    expect(current.shown).toMatchObject({ version: 2, changes: t('Returns in 14 days.') });
    expect(docText(current.shown.doc.en)).toBe('Second wording.');
    expect(current.versions).toEqual([
      { version: 2, effectiveAt: '2026-02-01T00:00:00.000Z' },
      { version: 1, effectiveAt: '2025-01-01T00:00:00.000Z' },
    ]);
    const first = await getLegalDocument(db(), storeId, 'terms', 1);
    expect(docText(first.shown.doc.en)).toBe('First wording, typo fixed.');
    expect(first.current.version).toBe(2);
    await expect(getLegalDocument(db(), storeId, 'terms', 3)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await currentLegalVersion(db(), storeId, 'terms')).toBe(2);
  });

  it('keeps the last published version in force while the next one is a draft or scheduled, and has none before the first is published', async () => {
    await insertLegal(db(), storeId, 'privacy', [
      { version: 1, title: t('Privacy'), text: t('Version one.') },
      { version: 2, title: t('Privacy'), text: t('Version two, not yet.'), publishAt: new Date(Date.now() + 86_400_000).toISOString() },
    ]);
    const doc = await getLegalDocument(db(), storeId, 'privacy');
    expect(doc.current.version).toBe(1);
    expect(docText(doc.shown.doc.en)).toBe('Version one.');
    expect(doc.versions.map((v) => v.version)).toEqual([1]);
    await expect(getLegalDocument(db(), storeId, 'privacy', 2)).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await insertLegal(db(), storeId, 'privacy', [{ version: 1, title: t('Privacy'), text: t('Only a draft.'), status: 'draft' }]);
    await expect(getLegalDocument(db(), storeId, 'privacy')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await currentLegalVersion(db(), storeId, 'privacy')).toBeNull();
  });
});
