// The public side of careers on both databases: which positions the public sees, applying (one application and one CV
// per form however often it is sent; a file over 5 MB or not a CV by its content refused with nothing kept; a closed
// position refused), the SMS to the applicant, and the retention worker deleting expired applications with their CVs only.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_RETENTION_DAYS, MAX_CV_BYTES } from '../../../core/careers';
import { docFromPlainText } from '../../../core/rich-text';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import { memoryStorage } from '../../../test/memory-storage';
import type { Db } from '../../db/client';
import { jobApplications, jobPositions, stores } from '../../db/schema';
import type { SmsMessage } from '../../providers/sms/client';
import type { FileStorage } from '../../storage/file-storage';
import { careersServices } from './bind-careers';

const pdf = (size = 4096) => {
  const b = new Uint8Array(size);
  b.set(new TextEncoder().encode('%PDF-1.7\n'));
  return b;
};
const exe = () => new TextEncoder().encode('MZ\x90\x00\x03 This program cannot be run in DOS mode');
const fields = (key: string, extra: Record<string, unknown> = {}) => ({ name: 'Saraa Bold', phone: '9911 2233', email: 'saraa@example.mn', letter: 'I like gadgets.', consent: 'on', submissionKey: key, ...extra });
let keys = 0;
const newKey = () => `key-${Date.now().toString(36)}-${++keys}`;

describe.each(databaseKinds)('careers (public side) on %s', (kind) => {
  let test: TestDatabase;
  let storage: FileStorage;
  let services: ReturnType<typeof careersServices>;
  let storeId: string;
  const sent: SmsMessage[] = [];
  const db = () => test.database.db as Db;
  /** Files kept in the storage, counted through it: saved less removed. */
  let stored = 0;
  const countingStorage = (inner: FileStorage): FileStorage => ({
    ...inner,
    save: async (...args) => {
      stored++;
      return inner.save(...args);
    },
    remove: async (key) => {
      stored--;
      return inner.remove(key);
    },
  });
  const rowsOf = (positionId: string) => db().select().from(jobApplications).where(eq(jobApplications.positionId, positionId));

  async function position(values: Partial<typeof jobPositions.$inferInsert> = {}) {
    const [row] = await db()
      .insert(jobPositions)
      .values({
        storeId,
        state: 'open',
        team: { mn: 'Туршилт', en: 'Testing' },
        title: { mn: 'Шалгагч', en: 'Tester' },
        location: { mn: 'Улаанбаатар', en: 'Ulaanbaatar' },
        employment: 'full_time',
        doc: { mn: docFromPlainText('Ажил'), en: docFromPlainText('Work') },
        openedAt: new Date(),
        ...values,
      })
      .returning();
    return row;
  }
  const apply = (positionId: string, f: Record<string, unknown>, file: Uint8Array | null = pdf(), lang: 'mn' | 'en' = 'mn', now?: Date) =>
    services.applyToPosition({ storeId, positionId, fields: f, file: file ? { bytes: file, name: 'C:\\Users\\saraa\\cv.pdf' } : null, lang, now });
  const failure = async (promise: Promise<unknown>) => (await promise.then(() => null, (e: unknown) => e)) as { code: string; messageKey: string; fields: { path: string; messageKey: string }[] };

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    storeId = (await db().select({ id: stores.id }).from(stores).where(eq(stores.name, 'zuuch')))[0].id;
    storage = countingStorage(memoryStorage());
    services = careersServices(db(), { send: async (m) => (sent.push(m), { id: sent.length, status: 'queued' }) }, storage);
  });
  afterAll(() => test?.drop());

  it('lists the open positions not past their last day, and answers a draft or an unknown id as not found', async () => {
    const open = await position({ title: { mn: 'Нээлттэй', en: 'Open one' } });
    const draft = await position({ state: 'draft', title: { mn: 'Ноорог', en: 'Draft one' } });
    const closed = await position({ state: 'closed', title: { mn: 'Хаагдсан', en: 'Closed one' } });
    const expired = await position({ closesOn: '2020-01-01', title: { mn: 'Хугацаа дууссан', en: 'Expired one' } });
    const listed = (await services.listOpenPositions(storeId, 'en')).map((p) => p.id);
    expect(listed).toContain(open.id);
    expect(listed).not.toContain(draft.id);
    expect(listed).not.toContain(closed.id);
    expect(listed).not.toContain(expired.id);
    expect((await services.listOpenPositions(storeId, 'mn')).find((p) => p.id === open.id)?.title).toBe('Нээлттэй');
    expect(await services.getPublicPosition(storeId, closed.id, 'en')).toMatchObject({ open: false });
    expect(await services.getPublicPosition(storeId, expired.id, 'en')).toMatchObject({ open: false });
    expect((await failure(services.getPublicPosition(storeId, draft.id, 'en'))).code).toBe('NOT_FOUND');
    expect((await failure(services.getPublicPosition(storeId, 'not-an-id', 'en'))).code).toBe('NOT_FOUND');
  });

  it('keeps one application and its CV, and texts the applicant in the page’s language', async () => {
    const p = await position();
    const before = stored;
    sent.length = 0;
    const now = new Date('2026-11-24T10:00:00Z');
    const applied = await apply(p.id, fields(newKey()), pdf(4 * 1024 * 1024), 'mn', now);
    expect(applied).toMatchObject({ positionId: p.id, again: false });
    const rows = await rowsOf(p.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Saraa Bold', phone: '+97699112233', email: 'saraa@example.mn', cvName: 'cv.pdf', status: 'new', lang: 'mn' });
    expect(rows[0].cvKey).toMatch(/^cvs\/[0-9a-f-]{36}\.pdf$/);
    expect(rows[0].keepUntil.getTime()).toBe(now.getTime() + APPLICATION_RETENTION_DAYS * 86_400_000);
    expect((await storage.read(rows[0].cvKey)).bytes.byteLength).toBe(4 * 1024 * 1024);
    expect(stored - before).toBe(1);
    expect(sent).toEqual([{ to: '+97699112233', text: expect.stringContaining('«Шалгагч»') }]);
  });

  it('makes one application of the same form sent twice, one after the other or at once', async () => {
    const p = await position();
    const before = stored;
    const key = newKey();
    const first = await apply(p.id, fields(key));
    const again = await apply(p.id, fields(key));
    expect(again).toEqual({ ...first, again: true });
    const twinKey = newKey();
    const twins = await Promise.all([apply(p.id, fields(twinKey)), apply(p.id, fields(twinKey)), apply(p.id, fields(twinKey))]);
    expect(new Set(twins.map((t) => t.id)).size).toBe(1);
    expect(await rowsOf(p.id)).toHaveLength(2);
    expect(stored - before).toBe(2); // no second file left behind
    // The key belongs to its position: sent to another, it is not taken as another application.
    const other = await position();
    expect((await failure(apply(other.id, fields(key)))).code).toBe('CONFLICT');
  });

  it('refuses a file over 5 MB and a program renamed .pdf with the right message, keeping nothing', async () => {
    const p = await position();
    const before = stored;
    const tooBig = await failure(apply(p.id, fields(newKey()), pdf(6 * 1024 * 1024)));
    expect(tooBig.code).toBe('VALIDATION');
    expect(tooBig.fields).toEqual([{ path: 'cv', messageKey: 'fileTooBig' }]);
    expect((await failure(apply(p.id, fields(newKey()), pdf(MAX_CV_BYTES + 1)))).fields).toEqual([{ path: 'cv', messageKey: 'fileTooBig' }]);
    expect((await failure(apply(p.id, fields(newKey()), exe()))).fields).toEqual([{ path: 'cv', messageKey: 'cvFileType' }]);
    expect((await failure(apply(p.id, fields(newKey()), null))).fields).toEqual([{ path: 'cv', messageKey: 'required' }]);
    expect(await rowsOf(p.id)).toHaveLength(0);
    expect(stored).toBe(before);
  });

  it('names every bad field at once: phone, email, consent, a letter too long', async () => {
    const p = await position();
    const { consent: _c, ...noConsent } = fields(newKey(), { phone: '1234', email: 'nope', letter: 'x'.repeat(2001), name: ' ' });
    const err = await failure(apply(p.id, noConsent, exe()));
    expect(Object.fromEntries(err.fields.map((f) => [f.path, f.messageKey]))).toEqual({ name: 'required', phone: 'phone', email: 'email', letter: 'maxLength', consent: 'cvConsent', cv: 'cvFileType' });
    expect(await rowsOf(p.id)).toHaveLength(0);
  });

  it('refuses an application to a closed or expired position', async () => {
    const before = stored;
    for (const p of [await position({ state: 'closed' }), await position({ closesOn: '2020-01-01' })]) {
      expect(await failure(apply(p.id, fields(newKey())))).toMatchObject({ code: 'CONFLICT', messageKey: 'positionClosed' });
      expect(await rowsOf(p.id)).toHaveLength(0);
    }
    expect((await failure(apply((await position({ state: 'draft' })).id, fields(newKey())))).code).toBe('NOT_FOUND');
    expect(stored).toBe(before);
  });

  it('deletes the applications past their keepUntil with their CVs, and nothing else', async () => {
    const p = await position();
    const now = new Date();
    await apply(p.id, fields(newKey()), pdf(), 'en', new Date(now.getTime() - (APPLICATION_RETENTION_DAYS + 1) * 86_400_000));
    await apply(p.id, fields(newKey()), pdf(), 'en', new Date(now.getTime() - (APPLICATION_RETENTION_DAYS + 2) * 86_400_000));
    await apply(p.id, fields(newKey()), pdf(), 'en', new Date(now.getTime() - (APPLICATION_RETENTION_DAYS - 1) * 86_400_000));
    const all = await db().select().from(jobApplications);
    const expired = all.filter((r) => r.keepUntil < now);
    const kept = all.filter((r) => r.keepUntil >= now);
    expect(expired).toHaveLength(2);
    expect(await services.removeExpiredApplications(now)).toBe(2);
    expect(await services.removeExpiredApplications(now)).toBe(0);
    const left = await db().select().from(jobApplications);
    expect(left.map((r) => r.id).sort()).toEqual(kept.map((r) => r.id).sort());
    for (const r of expired) expect((await storage.read(r.cvKey).catch((e: Error) => e)) instanceof Error).toBe(true);
    for (const r of kept) expect((await storage.read(r.cvKey)).bytes.byteLength).toBeGreaterThan(0);
  });
});
