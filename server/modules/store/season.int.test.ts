// A content editor's season switch: saved with its audit row in one transaction, shown by the cached read at once (the
// save publishes 'store'), and a mode that is not one of the four is refused in words, changing nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../../core/app-error';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../../../test/databases';
import { createStaff } from '../../../test/console';
import { storeIdOf } from '../../../test/order-rows';
import { auditLog } from '../../db/schema';
import { renderError } from '../../http/error-handler';
import { createServices } from '../../services';

describe.each(databaseKinds)('the season switch on %s', (kind) => {
  let test: TestDatabase;
  let storeId: string;
  let editor: { id: string; name: string };
  let services: ReturnType<typeof createServices>;
  const db = () => test.database.db;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    storeId = await storeIdOf(db());
    const staff = await createStaff(db(), { username: 'saran', name: 'Saran', role: 'content' });
    editor = { id: staff.id, name: 'Saran' };
    services = createServices(db(), { storeName: 'zuuch' }, { sms: {} as never, google: {} as never });
  });
  afterAll(() => test?.drop());

  it('starts on auto, saves New Year with an audit row, and the cached read shows it at once', async () => {
    expect(await services.seasonMode(storeId)).toBe('auto');
    expect(await services.saveSeasonMode(storeId, { season: 'new_year' }, editor)).toBe('new_year');
    expect(await services.seasonMode(storeId)).toBe('new_year');
    expect(await services.readSeasonMode(storeId)).toBe('new_year');
    const rows = await db().select().from(auditLog).where(and(eq(auditLog.storeId, storeId), eq(auditLog.entity, 'settings')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ staffId: editor.id, staffName: 'Saran', action: 'update', entityId: storeId, before: { season: 'auto' }, after: { season: 'new_year' } });

    // Saving the same mode again is no change: no second row.
    await services.saveSeasonMode(storeId, { season: 'new_year' }, editor);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.storeId, storeId), eq(auditLog.entity, 'settings')))).toHaveLength(1);
    await services.saveSeasonMode(storeId, { season: 'off' }, editor);
    expect(await services.seasonMode(storeId)).toBe('off');
  });

  it('refuses a mode that is not one of the four, in words, and changes nothing', async () => {
    const before = await db().select().from(auditLog).where(eq(auditLog.storeId, storeId));
    for (const bad of [{ season: 'summer' }, { season: '' }, {}, { season: 3 }]) {
      const err = await services.saveSeasonMode(storeId, bad, editor).catch((e: unknown) => e);
      expect(AppError.is(err)).toBe(true);
      const body = renderError(err as AppError, 'en', 'r1');
      expect(body.error.code).toBe('VALIDATION');
      expect(body.error.fields?.[0]).toMatchObject({ path: 'season' });
      expect(body.error.fields?.[0].message).toMatch(/[a-z]{3,}/i);
    }
    const mn = renderError((await services.saveSeasonMode(storeId, { season: 'summer' }, editor).catch((e: unknown) => e)) as AppError, 'mn', 'r2');
    expect(mn.error.fields?.[0].message).toMatch(/[а-яөү]{3,}/i);
    expect(await services.readSeasonMode(storeId)).toBe('off');
    expect(await db().select().from(auditLog).where(eq(auditLog.storeId, storeId))).toHaveLength(before.length);
  });
});
