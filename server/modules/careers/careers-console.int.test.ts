// The careers console on the server (issue 14): a position written in both languages, opened (openedAt set once),
// closed and back to draft with an audit row for each write; a save from a stale revision refused; an opening with a
// closing date in the past refused; an application's status and notes changed and audited; its CV read back for staff
// with a safe filename; and the CSV export of the current filter with a BOM and formula injection guarded.
import { and, eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { databaseKinds, createTestDatabase, type TestDatabase } from '../../../test/databases';
import { createStaff } from '../../../test/console';
import { memoryStorage } from '../../../test/memory-storage';
import { storeIdOf } from '../../../test/order-rows';
import { parse } from '../../http/validate';
import { auditLog, jobApplications } from '../../db/schema';
import { attachmentDisposition, readApplicationCv } from './application-file';
import { positionForm } from './console-schemas';
import { getPosition, listPositions, savePosition, setPositionState } from './edit-positions';
import { ulaanbaatarDay } from '../../../core/dates';
import { exportApplicationRows, exportApplicationsCsv, guardCell } from './export-applications';
import { getApplication, listApplications, updateApplication } from './list-applications';

const doc = (text: string) => JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });

const form = (over: Record<string, unknown> = {}) => ({
  revision: '0',
  team: { mn: 'Харилцагчийн үйлчилгээ', en: 'Customer service' },
  title: { mn: 'Борлуулалтын зөвлөх', en: 'Sales adviser' },
  location: { mn: 'Улаанбаатар', en: 'Ulaanbaatar' },
  employment: 'full_time',
  salaryMin: '1,800,000',
  salaryMax: '2 500 000₮',
  closesOn: '',
  docMn: doc('Үүрэг: худалдан авагчдад зөвлөх.'),
  docEn: doc('Duties: advise shoppers.'),
  ...over,
});

async function refusal(promise: Promise<unknown> | (() => unknown)): Promise<Record<string, string>> {
  try {
    await (typeof promise === 'function' ? promise() : promise);
  } catch (err) {
    if (!AppError.is(err)) throw err;
    return Object.fromEntries([[`(${err.code})`, err.messageKey], ...err.fields.map((f) => [f.path, f.messageKey])]);
  }
  throw new Error('not refused');
}

describe.each(databaseKinds)('careers console on %s', (kind) => {
  let test: TestDatabase;
  let storeId: string;
  let nomin: { id: string; name: string };
  let bat: { id: string; name: string };
  const db = () => test.database.db;
  const storage = memoryStorage();

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    storeId = await storeIdOf(db());
    nomin = { id: (await createStaff(db(), { username: 'nomin', name: 'Nomin', role: 'hiring' })).id, name: 'Nomin' };
    bat = { id: (await createStaff(db(), { username: 'bat', name: 'Bat', role: 'admin' })).id, name: 'Bat' };
  });
  afterAll(() => test?.drop());

  const auditRows = (entityId: string) => db().select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(auditLog.createdAt, auditLog.id);

  async function insertApplication(positionId: string, over: Partial<typeof jobApplications.$inferInsert> = {}) {
    const cvKey = await storage.save('cvs', Buffer.from('%PDF-1.4 Болд CV'), 'pdf');
    const [row] = await db()
      .insert(jobApplications)
      .values({
        storeId,
        positionId,
        submissionKey: crypto.randomUUID(),
        name: 'Болд Бат',
        phone: '+97699112233',
        email: 'bold@example.mn',
        letter: 'Сайн байна уу.',
        cvKey,
        cvName: 'Болд CV.pdf',
        keepUntil: new Date(Date.now() + 180 * 86_400_000),
        ...over,
      })
      .returning();
    return row;
  }

  it('creates a position in both languages, opens, closes and drafts it, with an audit row for each', async () => {
    const input = parse(positionForm, form());
    expect(input).toMatchObject({ salaryMin: 1_800_000, salaryMax: 2_500_000, closesOn: null, employment: 'full_time' });
    const created = await savePosition(db(), storeId, null, input, nomin);
    expect(created.revision).toBe(1);
    let position = await getPosition(db(), storeId, created.id);
    expect(position).toMatchObject({ state: 'draft', title: { mn: 'Борлуулалтын зөвлөх', en: 'Sales adviser' }, openedAt: null, applications: 0, updatedBy: 'Nomin' });

    const opened = await setPositionState(db(), storeId, created.id, { state: 'open', revision: 1 }, nomin);
    expect(opened).toEqual({ state: 'open', revision: 2 });
    position = await getPosition(db(), storeId, created.id);
    const firstOpened = position.openedAt;
    expect(firstOpened).not.toBeNull();

    await setPositionState(db(), storeId, created.id, { state: 'closed', revision: 2 }, bat);
    await setPositionState(db(), storeId, created.id, { state: 'draft', revision: 3 }, bat);
    await setPositionState(db(), storeId, created.id, { state: 'open', revision: 4 }, bat);
    position = await getPosition(db(), storeId, created.id);
    // Opened again: the first opening is the one kept (the posting's date).
    expect(position).toMatchObject({ state: 'open', revision: 5, openedAt: firstOpened });

    const rows = await auditRows(created.id);
    expect(rows.map((r) => [r.entity, r.action, r.staffName, (r.after as { state?: string } | null)?.state])).toEqual([
      ['position', 'create', 'Nomin', 'draft'],
      ['position', 'publish', 'Nomin', 'open'],
      ['position', 'deactivate', 'Bat', 'closed'],
      ['position', 'update', 'Bat', 'draft'],
      ['position', 'publish', 'Bat', 'open'],
    ]);
    expect(rows[0].label).toBe('Борлуулалтын зөвлөх');

    const listed = (await listPositions(db(), storeId)).find((p) => p.id === created.id);
    expect(listed).toMatchObject({ state: 'open', applications: 0 });
  });

  it('refuses a save from a stale revision, naming who saved meanwhile, and changes nothing', async () => {
    const { id } = await savePosition(db(), storeId, null, parse(positionForm, form()), nomin);
    await savePosition(db(), storeId, id, parse(positionForm, form({ revision: '1', title: { mn: 'Нярав', en: 'Storekeeper' } })), bat);
    expect(await refusal(savePosition(db(), storeId, id, parse(positionForm, form({ revision: '1', title: { mn: 'Хуучин', en: 'Stale' } })), nomin))).toEqual({ '(CONFLICT)': 'contentConflict' });
    expect(await refusal(setPositionState(db(), storeId, id, { state: 'open', revision: 1 }, nomin))).toEqual({ '(CONFLICT)': 'contentConflict' });
    const position = await getPosition(db(), storeId, id);
    expect(position).toMatchObject({ revision: 2, state: 'draft', title: { en: 'Storekeeper' } });
    expect((await auditRows(id)).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('checks the form: both languages, salary range, closing date not past when opening', async () => {
    expect(await refusal(() => parse(positionForm, form({ title: { mn: '', en: 'Only English' }, salaryMin: '3,000,000', salaryMax: '1,000,000', closesOn: '2026-02-31', employment: 'forever' })))).toEqual({
      '(VALIDATION)': 'invalidRequest',
      'title.mn': 'required',
      employment: 'chooseOne',
      salaryMax: 'careersConsole.fields.salaryOrder',
      closesOn: 'careersConsole.fields.closesOn',
    });
    expect(await refusal(() => parse(positionForm, form({ salaryMin: 'a lot' })))).toMatchObject({ salaryMin: 'careersConsole.fields.salary' });

    const { id } = await savePosition(db(), storeId, null, parse(positionForm, form({ closesOn: '2020-01-01', docEn: doc('') })), nomin);
    expect(await refusal(setPositionState(db(), storeId, id, { state: 'open', revision: 1 }, nomin))).toEqual({
      '(VALIDATION)': 'invalidRequest',
      docEn: 'required',
      closesOn: 'careersConsole.fields.closesOnPast',
    });
    await savePosition(db(), storeId, id, parse(positionForm, form({ revision: '1', closesOn: ulaanbaatarDay(new Date()) })), nomin);
    expect(await setPositionState(db(), storeId, id, { state: 'open', revision: 2 }, nomin)).toEqual({ state: 'open', revision: 3 });
    // An open position's save keeps the rule.
    expect(await refusal(savePosition(db(), storeId, id, parse(positionForm, form({ revision: '3', closesOn: '2020-01-01' })), nomin))).toMatchObject({ closesOn: 'careersConsole.fields.closesOnPast' });
  });

  it('sanitises the description and lists applications, changes their status and notes with an audit row', async () => {
    const hostile = JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Click', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] }] }, { type: 'script', text: 'x' }] });
    const { id: positionId } = await savePosition(db(), storeId, null, parse(positionForm, form({ docEn: hostile, title: { mn: 'Кассчин', en: 'Cashier' } })), nomin);
    expect(JSON.stringify((await getPosition(db(), storeId, positionId)).doc.en)).not.toMatch(/javascript|script/);

    const older = await insertApplication(positionId, { name: 'Сараа Дорж', phone: '+97688001122', email: 'saraa@example.mn', createdAt: new Date(Date.now() - 86_400_000) });
    const newer = await insertApplication(positionId);
    const list = await listApplications(db(), storeId, { positionId, status: null, q: '', page: 1 });
    expect(list.total).toBe(2);
    expect(list.applications.map((a) => a.id)).toEqual([newer.id, older.id]);
    expect((await listApplications(db(), storeId, { positionId, status: null, q: '8800 1122', page: 1 })).applications.map((a) => a.id)).toEqual([older.id]);
    expect((await listApplications(db(), storeId, { positionId, status: null, q: 'БОЛД', page: 1 })).applications.map((a) => a.id)).toEqual([newer.id]);
    expect((await listApplications(db(), storeId, { positionId, status: null, q: '100%_', page: 1 })).total).toBe(0);

    await updateApplication(db(), storeId, newer.id, { status: 'interview', notes: 'Мягмар гарагт ярилцлага' }, nomin);
    const detail = await getApplication(db(), storeId, newer.id);
    expect(detail).toMatchObject({ status: 'interview', notes: 'Мягмар гарагт ярилцлага', cvName: 'Болд CV.pdf', position: { id: positionId, title: { en: 'Cashier' } } });
    expect((await listApplications(db(), storeId, { positionId, status: 'interview', q: '', page: 1 })).applications.map((a) => a.id)).toEqual([newer.id]);
    // Saving the same again records nothing.
    await updateApplication(db(), storeId, newer.id, { status: 'interview', notes: 'Мягмар гарагт ярилцлага' }, nomin);
    const rows = await auditRows(newer.id);
    expect(rows.map((r) => [r.entity, r.action, r.before, r.after])).toEqual([['application', 'update', { status: 'new', notes: '' }, { status: 'interview', notes: 'Мягмар гарагт ярилцлага' }]]);
    expect((await listPositions(db(), storeId)).find((p) => p.id === positionId)).toMatchObject({ applications: 2, newApplications: 1 });

    // Another store's staff (or a made-up id) finds nothing.
    expect(await refusal(getApplication(db(), storeId, crypto.randomUUID()))).toEqual({ '(NOT_FOUND)': 'dataNotFound' });
    expect(await refusal(updateApplication(db(), crypto.randomUUID(), newer.id, { status: 'hired', notes: '' }, nomin))).toEqual({ '(NOT_FOUND)': 'dataNotFound' });
  });

  it('reads a CV back for staff with its type and a safe filename', async () => {
    const { id: positionId } = await savePosition(db(), storeId, null, parse(positionForm, form()), nomin);
    const application = await insertApplication(positionId);
    const cv = await readApplicationCv(db(), storage, storeId, application.id);
    expect(cv.bytes.toString()).toBe('%PDF-1.4 Болд CV');
    expect(cv.contentType).toBe('application/pdf');
    expect(cv.filename).toBe('Болд CV.pdf');
    expect(cv.disposition).toBe(`attachment; filename="CV.pdf"; filename*=UTF-8''${encodeURIComponent('Болд CV.pdf')}`);
    // Quotes, line breaks, slashes and semicolons never reach the header's quoted filename.
    const hostile = attachmentDisposition('../my "cv"\r\nSet-Cookie: x;.docx', 'docx');
    expect(hostile.disposition).toMatch(/^attachment; filename="[A-Za-z0-9._-]+\.docx"; filename\*=UTF-8''[A-Za-z0-9%._~!-]+$/);
    expect(hostile.disposition).not.toMatch(/[\r\n]/);
    expect(attachmentDisposition('', 'pdf').filename).toBe('cv.pdf');
    // Another store, a missing file: not found.
    expect(await refusal(readApplicationCv(db(), storage, crypto.randomUUID(), application.id))).toEqual({ '(NOT_FOUND)': 'dataNotFound' });
    await storage.remove(application.cvKey);
    expect(await refusal(readApplicationCv(db(), storage, storeId, application.id))).toEqual({ '(NOT_FOUND)': 'dataNotFound' });
  });

  it('exports the current filter as CSV with a BOM, formulas made plain text', async () => {
    const { id: positionId } = await savePosition(db(), storeId, null, parse(positionForm, form({ title: { mn: 'Жолооч', en: 'Driver' } })), nomin);
    await insertApplication(positionId, { name: '=HYPERLINK("http://evil","x")', email: '@evil.mn', letter: '+1 call me', createdAt: new Date(Date.now() - 1000) });
    const plain = await insertApplication(positionId, { name: 'Дорж', notes: '-5 оноо' });
    await updateApplication(db(), storeId, plain.id, { status: 'reviewing', notes: '-5 оноо' }, nomin);

    const csv = await exportApplicationsCsv(db(), storeId, { positionId, status: null, q: '' }, 'mn');
    const text = csv.toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = Papa.parse<string[]>(text.slice(1).trimEnd(), { newline: '\r\n' }).data;
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveLength(9);
    expect(rows[1]).toEqual(expect.arrayContaining(['Дорж', '9911 2233', 'Жолооч', 'Хянаж байна', "'-5 оноо"]));
    expect(rows[2]).toEqual(expect.arrayContaining([`'=HYPERLINK("http://evil","x")`, "'@evil.mn", "'+1 call me"]));
    // Only the filter's rows.
    const reviewing = await exportApplicationRows(db(), storeId, { positionId, status: 'reviewing', q: '' }, 'en');
    expect(reviewing.slice(1).map((r) => r[1])).toEqual(['Дорж']);
    expect(guardCell('safe')).toBe('safe');
    expect(await db().select().from(jobApplications).where(and(eq(jobApplications.positionId, positionId), eq(jobApplications.status, 'new')))).toHaveLength(1);
  });
});
