// Every staff write of the console that existed before the catalog (orders, money, gift cards, content, settings,
// staff) leaves exactly one audit row in its own transaction, naming who made it and the fields before → after; a write
// that is refused leaves none. The log reads back newest first, filtered by kind, staff member, Ulaanbaatar day and text.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../../test/api';
import { createStaff } from '../../../test/console';
import { databaseKinds } from '../../../test/databases';
import { insertOrder, storeIdOf } from '../../../test/order-rows';
import { auditLog } from '../../db/schema';
import { parse } from '../../http/validate';
import type { StaffMember } from '../console/staff-sessions';
import { entryForm } from '../content/schemas';
import { enqueueReceiptIn } from '../receipts/enqueue-receipt';
import { storeSettingsInput } from '../store/schemas';
import { auditListQueryFrom } from './schemas';

const doc = (text: string) => JSON.stringify({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const entry = (over: Record<string, unknown> = {}) =>
  parse(entryForm, {
    kind: 'article',
    revision: 0,
    key: 'audited-article',
    title: { mn: 'Шалгасан нийтлэл', en: 'Audited article' },
    summary: { mn: '', en: '' },
    docMn: doc('Монгол'),
    docEn: doc('English'),
    publish: 'draft',
    publishAt: '',
    imageId: '',
    category: '',
    tags: '',
    authorName: '',
    position: 0,
    effectiveAt: '',
    changes: { mn: '', en: '' },
    seo: { title: { mn: '', en: '' }, description: { mn: '', en: '' }, noindex: false, canonicalUrl: '' },
    ...over,
  });
const cta = (title: string) => ({ type: 'call-to-action', title: { mn: `${title} mn`, en: title }, text: { mn: '', en: '' }, cta: { mn: 'Үзэх', en: 'See' }, href: '/search' });

type Expected = { entity: string; action: string; entityId?: string; label?: string; before?: unknown; after?: unknown };

describe.each(databaseKinds)('the audit log of staff writes on %s', (kind) => {
  let api: TestApi;
  let storeId = '';
  let admin: StaffMember;
  let operator: StaffMember;
  const db = () => api.db.database.db;
  const services = () => api.app.services;
  const rowIds = async () => new Set((await db().select({ id: auditLog.id }).from(auditLog)).map((r) => r.id));
  /** What `write` added to the log. */
  async function written(write: () => Promise<unknown>) {
    const before = await rowIds();
    const result = await write();
    const rows = (await db().select().from(auditLog).orderBy(desc(auditLog.createdAt))).filter((r) => !before.has(r.id));
    return { result, rows };
  }
  /** What a refused `write` added to the log (it must be refused). */
  async function refused(write: () => Promise<unknown>) {
    const before = await rowIds();
    await expect(write()).rejects.toBeTruthy();
    return (await rowIds()).size - before.size;
  }
  const member = async (username: string, name: string, role: 'admin' | 'operator'): Promise<StaffMember> => {
    const made = await createStaff(db(), { username, name, role });
    return { id: made.id, storeId, username, name, role } as StaffMember;
  };

  beforeAll(async () => {
    api = await createTestApi(kind);
    storeId = await storeIdOf(db());
    admin = await member('audit-admin', 'Saraa', 'admin');
    operator = await member('audit-operator', 'Bold', 'operator');
  });
  afterAll(() => api?.close());

  /** One write, its author, and the one row it must leave. */
  async function expectOne(by: StaffMember, write: () => Promise<unknown>, expected: Expected | ((result: unknown) => Expected)) {
    const { result, rows } = await written(write);
    const want = typeof expected === 'function' ? expected(result) : expected;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ storeId, staffId: by.id, staffName: by.name, ...want });
    return result;
  }

  it('records each order move and shipping stage with its author', async () => {
    const order = await insertOrder(db(), { state: 'paid' });
    const n = String(order.number);
    await expectOne(operator, () => services().moveOrder({ staff: operator, number: order.number, to: 'approved', reason: null }), { entity: 'order', entityId: n, action: 'move', label: `#${n}`, before: { state: 'paid' }, after: { state: 'approved' } });
    await expectOne(operator, () => services().recordStage({ staff: operator, number: order.number, stage: 'verified', reachedOn: '2026-11-20', note: 'Seller confirmed' }), {
      entity: 'order',
      action: 'stage',
      before: { verified: null, note: null },
      after: { verified: '2026-11-20', note: 'Seller confirmed' },
    });
    // The same stage again with another day: only the day changed.
    await expectOne(admin, () => services().recordStage({ staff: admin, number: order.number, stage: 'verified', reachedOn: '2026-11-21', note: 'Seller confirmed' }), {
      entity: 'order',
      action: 'stage',
      before: { verified: '2026-11-20' },
      after: { verified: '2026-11-21' },
    });
    await expectOne(admin, () => services().moveOrder({ staff: admin, number: order.number, to: 'cancelled', reason: 'Out of stock abroad' }), { entity: 'order', action: 'move', after: { state: 'cancelled', reason: 'Out of stock abroad' } });
    // The order's history is its rows, newest first.
    expect((await services().auditHistory(storeId, ['order', 'payment', 'receipt'], n)).map((r) => [r.action, r.staffName])).toEqual([
      ['move', 'Saraa'],
      ['stage', 'Saraa'],
      ['stage', 'Bold'],
      ['move', 'Bold'],
    ]);
    // Refused moves and stages leave nothing.
    expect(await refused(() => services().moveOrder({ staff: operator, number: order.number, to: 'paid', reason: null }))).toBe(0);
    expect(await refused(() => services().moveOrder({ staff: operator, number: order.number, to: 'complete', reason: null }))).toBe(0);
    expect(await refused(() => services().recordStage({ staff: operator, number: 99_999_999, stage: 'border', reachedOn: '2026-11-20', note: null }))).toBe(0);
  });

  it('records bank transfers recorded, imported and assigned, under the order they pay', async () => {
    const day = '2026-11-20';
    const paid = await insertOrder(db(), { state: 'not_paid' });
    await expectOne(operator, () => services().recordBankTransfer(storeId, { bankRef: 'AUD-1', amount: paid.total, description: `Z${paid.number}`, payer: 'Bat', receivedOn: day }, operator), {
      entity: 'payment',
      entityId: String(paid.number),
      action: 'record',
      before: null,
      after: { method: 'bank_transfer', amount: paid.total, reference: 'AUD-1', payer: 'Bat', state: 'paid' },
    });
    // The same statement line again is no write.
    expect((await written(() => services().recordBankTransfer(storeId, { bankRef: 'AUD-1', amount: paid.total, description: `Z${paid.number}`, payer: 'Bat', receivedOn: day }, operator))).rows).toHaveLength(0);

    const owed = await insertOrder(db(), { state: 'not_paid' });
    const half = Math.floor(owed.total / 2);
    const waiting = await expectOne(operator, () => services().recordBankTransfer(storeId, { bankRef: 'AUD-2', amount: half, description: 'no reference', payer: null, receivedOn: day }, operator), {
      entity: 'bank_transfer',
      action: 'record',
      label: 'AUD-2',
      after: { amount: half, reference: 'AUD-2', description: 'no reference' },
    });
    expect(waiting).toEqual({ status: 'unmatched', orderNumber: null });
    const [transfer] = (await services().listBankTransfers(storeId, { unmatchedOnly: true })).filter((t) => t.bankRef === 'AUD-2');
    expect(await refused(() => services().assignBankTransfer(storeId, transfer.id, 99_999_999, operator))).toBe(0);
    await expectOne(admin, () => services().assignBankTransfer(storeId, transfer.id, owed.number, admin), {
      entity: 'payment',
      entityId: String(owed.number),
      action: 'assign',
      before: { order: null },
      after: { order: owed.number, amount: half, state: 'underpaid' },
    });

    const imported = await insertOrder(db(), { state: 'not_paid' });
    const csv = `date,amount,description,reference\n${day},${imported.total},Z${imported.number},AUD-3\n`;
    await expectOne(operator, () => services().importStatement(storeId, csv, operator), { entity: 'payment', entityId: String(imported.number), action: 'import', after: { reference: 'AUD-3', state: 'paid' } });
  });

  it('records gift cards issued and deactivated; a refused one leaves nothing', async () => {
    const card = (await expectOne(operator, () => services().issueGiftCard({ storeId, staff: operator, amount: 50_000, minUse: 10_000 }), (r) => ({
      entity: 'gift_card',
      entityId: (r as { id: string }).id,
      action: 'issue',
      label: (r as { code: string }).code,
      before: null,
      after: { amount: 50_000, minUse: 10_000, maxUse: null, expiresOn: null },
    }))) as { id: string; code: string };
    await expectOne(admin, () => services().deactivateGiftCard({ storeId, id: card.id, staff: admin }), { entity: 'gift_card', entityId: card.id, action: 'deactivate', before: { active: true }, after: { active: false } });
    // Deactivating it again changes nothing and records nothing.
    expect((await written(() => services().deactivateGiftCard({ storeId, id: card.id, staff: admin }))).rows).toHaveLength(0);
    expect(await refused(() => services().deactivateGiftCard({ storeId, id: '00000000-0000-4000-8000-000000000000', staff: admin }))).toBe(0);
    expect(await refused(() => services().issueGiftCard({ storeId, staff: operator, amount: 10 }))).toBe(0);
    expect((await services().auditHistories(storeId, 'gift_card', [card.id]))[card.id].map((r) => [r.action, r.staffName])).toEqual([
      ['deactivate', 'Saraa'],
      ['issue', 'Bold'],
    ]);
  });

  it('records a receipt sent again by staff under the order', async () => {
    const order = await insertOrder(db(), { state: 'paid' });
    await db().transaction((tx) => enqueueReceiptIn(tx, order.id));
    await expectOne(operator, () => services().retryReceipt(storeId, order.number, operator), { entity: 'receipt', entityId: String(order.number), action: 'retry', label: `#${order.number}` });
    expect(await refused(() => services().retryReceipt(storeId, 99_999_999, operator))).toBe(0);
  });

  it('records content saved and restored, redirects and page blocks, with the fields that changed', async () => {
    const created = (await expectOne(admin, () => services().saveContentEntry(storeId, null, entry(), admin), (r) => ({
      entity: 'content',
      entityId: (r as { id: string }).id,
      action: 'create',
      label: 'Audited article',
      before: null,
      after: { key: 'audited-article', title: { mn: 'Шалгасан нийтлэл', en: 'Audited article' }, status: 'draft' },
    }))) as { id: string };
    await expectOne(admin, () => services().saveContentEntry(storeId, created.id, entry({ revision: 1, title: { mn: 'Шалгасан нийтлэл', en: 'Checked article' } }), admin), {
      entity: 'content',
      action: 'update',
      before: { title: { mn: 'Шалгасан нийтлэл', en: 'Audited article' } },
      after: { title: { mn: 'Шалгасан нийтлэл', en: 'Checked article' } },
    });
    const [update] = await db().select().from(auditLog).where(and(eq(auditLog.entity, 'content'), eq(auditLog.action, 'update'), eq(auditLog.entityId, created.id)));
    expect(Object.keys(update.after!)).toEqual(['title']);
    // A save from an old revision is refused, and recorded nowhere.
    expect(await refused(() => services().saveContentEntry(storeId, created.id, entry({ revision: 1 }), admin))).toBe(0);
    await expectOne(admin, () => services().restoreContentRevision(storeId, { id: created.id, revision: 1, base: 2, staff: admin }), { entity: 'content', action: 'restore', after: { title: { en: 'Audited article' } } });

    const rule = (await expectOne(admin, () => services().saveRedirect(storeId, null, { fromPath: '/audited-old', toPath: '/faq', statusCode: 301 }, admin), {
      entity: 'redirect',
      action: 'create',
      label: '/audited-old → /faq',
      after: { from: '/audited-old', to: '/faq', statusCode: 301 },
    })) as { id: string };
    await expectOne(admin, () => services().saveRedirect(storeId, rule.id, { fromPath: '/audited-old', toPath: '/faq', statusCode: 308 }, admin), { entity: 'redirect', action: 'update', before: { statusCode: 301 }, after: { statusCode: 308 } });
    expect(await refused(() => services().saveRedirect(storeId, null, { fromPath: '/faq', toPath: '/audited-old', statusCode: 301 }, admin))).toBe(0);
    await expectOne(admin, () => services().deleteRedirect(storeId, rule.id, admin), { entity: 'redirect', action: 'delete', before: { from: '/audited-old', to: '/faq' }, after: null });
    expect(await refused(() => services().deleteRedirect(storeId, rule.id, admin))).toBe(0);

    const edit = services().editBlocks;
    const first = (await expectOne(admin, () => edit.add(storeId, 'home', cta('Audited A'), admin), (id) => ({ entity: 'page_block', entityId: `home:${id as string}`, action: 'create', label: 'home: Audited A' }))) as string;
    const second = (await expectOne(admin, () => edit.add(storeId, 'home', cta('Audited B'), admin), { entity: 'page_block', action: 'create' })) as string;
    await expectOne(admin, () => edit.update(storeId, 'home', first, cta('Audited A2'), admin), { entity: 'page_block', action: 'update', before: { title: { en: 'Audited A' } }, after: { title: { en: 'Audited A2' } } });
    await expectOne(admin, () => edit.move(storeId, 'home', second, 'up', admin), { entity: 'page_block', entityId: `home:${second}`, action: 'move' });
    await expectOne(admin, () => edit.setActive(storeId, 'home', second, false, admin), { entity: 'page_block', action: 'deactivate', before: { active: true }, after: { active: false } });
    expect(await refused(() => edit.update(storeId, 'home', second, { type: 'marquee' }, admin))).toBe(0);
    await expectOne(admin, () => edit.remove(storeId, 'home', first, admin), { entity: 'page_block', action: 'delete', after: null });
    await expectOne(admin, () => edit.remove(storeId, 'home', second, admin), { entity: 'page_block', action: 'delete' });
  });

  it('records store settings and staff accounts saved, roles changed and staff deactivated', async () => {
    const settings = await services().readStoreSettings();
    const input = parse(storeSettingsInput, { phone: '+976 7711 9999', email: 'audit@zuuch.mn', address: settings.address, schedule: settings.schedule, facebook: '', instagram: '', bankAccounts: [] });
    await expectOne(admin, () => services().saveStoreSettings(storeId, input, admin), { entity: 'settings', entityId: storeId, action: 'update', after: { phone: '+976 7711 9999', email: 'audit@zuuch.mn' } });

    const made = (await expectOne(admin, () => services().saveStaff(storeId, { username: 'audited-new', password: 'a long password', name: 'Nomin', role: 'catalog' }, admin), (r) => ({
      entity: 'staff',
      entityId: (r as { id: string }).id,
      action: 'create',
      label: 'audited-new',
      before: null,
      after: { username: 'audited-new', name: 'Nomin', role: 'catalog', active: true },
    }))) as { id: string };
    const [row] = await db().select().from(auditLog).where(eq(auditLog.entityId, made.id));
    expect(JSON.stringify(row)).not.toContain('a long password');
    await expectOne(admin, () => services().updateStaffAccess(storeId, made.id, { role: 'finance' }, admin), { entity: 'staff', action: 'update', before: { role: 'catalog' }, after: { role: 'finance' } });
    await expectOne(admin, () => services().updateStaffAccess(storeId, made.id, { active: false }, admin), { entity: 'staff', action: 'deactivate', before: { active: true }, after: { active: false } });
    // Nothing changes: nothing recorded. An admin cannot take away their own access.
    expect((await written(() => services().updateStaffAccess(storeId, made.id, { active: false }, admin))).rows).toHaveLength(0);
    expect(await refused(() => services().updateStaffAccess(storeId, admin.id, { role: 'operator' }, admin))).toBe(0);
    expect(await refused(() => services().updateStaffAccess(storeId, admin.id, { active: false }, admin))).toBe(0);
    // The command line (no staff member to name) records nothing.
    expect((await written(() => services().saveStaff(storeId, { username: 'audited-cli', password: 'a long password', role: 'content' }))).rows).toHaveLength(0);
  });

  it('lists the log newest first, filtered by kind, staff member, Ulaanbaatar day and text, 50 a page', async () => {
    const all = await services().listAudit(storeId, auditListQueryFrom(new URLSearchParams()));
    expect(all.total).toBeGreaterThan(20);
    expect(all.entries.map((e) => e.at)).toEqual([...all.entries.map((e) => e.at)].sort().reverse());
    expect(all.staff.map((s) => s.name)).toEqual(expect.arrayContaining(['Saraa', 'Bold']));

    const byBold = await services().listAudit(storeId, auditListQueryFrom(new URLSearchParams({ staff: operator.id })));
    expect(byBold.total).toBeGreaterThan(3);
    expect(new Set(byBold.entries.map((e) => e.staffName))).toEqual(new Set(['Bold']));
    const cards = await services().listAudit(storeId, auditListQueryFrom(new URLSearchParams({ entity: 'gift_card', staff: admin.id })));
    expect(cards.entries.map((e) => e.action)).toEqual(['deactivate']);
    const found = await services().listAudit(storeId, auditListQueryFrom(new URLSearchParams({ q: 'audited-OLD' })));
    expect(new Set(found.entries.map((e) => e.entity))).toEqual(new Set(['redirect']));
    // Days on Ulaanbaatar's clock: today's rows are in today, none in a day long gone.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ulaanbaatar' }).format(new Date());
    expect((await services().listAudit(storeId, auditListQueryFrom(new URLSearchParams({ from: today, to: today })))).total).toBe(all.total);
    expect((await services().listAudit(storeId, auditListQueryFrom(new URLSearchParams({ to: '2020-01-01' })))).total).toBe(0);
    // A filter that is not one is dropped, never an error.
    expect(auditListQueryFrom(new URLSearchParams({ entity: 'nonsense', staff: 'x', from: '2026-02-31', page: '-1' }))).toEqual({ page: 1 });
    expect(await db().select({ id: auditLog.id }).from(auditLog).where(inArray(auditLog.staffId, [admin.id, operator.id]))).toHaveLength(all.total);
  });
});
