// The careers console as the hiring staff meet it (issue 14): a staff member with the hiring role writes a position in
// Mongolian and English with the rich-text editor, saves it as a draft and opens it (the careers page lists it); an
// application sent to it (inserted here with its CV kept through the store's file storage) appears in the list, its
// page changes its status and keeps a note, and its CV downloads under the applicant's own file name with its bytes.
// An operator is refused every careers page and the CV (403); the pages speak Mongolian, pass axe and fit 320 px.
import os from 'node:os';
import path from 'node:path';
import { readFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { jobApplications, jobPositions } from '../server/db/schema';
import { createLocalStorage } from '../server/storage/local-storage';
import { createStaff } from '../test/console';
import { storeIdOf } from '../test/order-rows';
import { describeViolations, scrollsSideways, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();

/** A draft position of the store, written straight into the database. */
async function insertPosition(title: { mn: string; en: string }) {
  const db = store.db.database.db;
  const [position] = await db
    .insert(jobPositions)
    .values({
      storeId: await storeIdOf(db),
      team: { mn: 'Агуулах', en: 'Warehouse' },
      title,
      location: { mn: 'Улаанбаатар', en: 'Ulaanbaatar' },
      employment: 'full_time',
      doc: { mn: { type: 'doc', content: [] }, en: { type: 'doc', content: [] } },
    })
    .returning();
  return position;
}

async function logInStaff(page: Page, username: string, password: string) {
  await openReady(page, '/console/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** A staff member's session as a cookie of a fresh page (no login form to go through). */
async function asStaff(username: string, role: 'hiring' | 'operator', options: { lang?: 'mn' | 'en'; width?: number } = {}) {
  const staff = await createStaff(store.db.database.db, { username, role, name: username });
  const [name, value] = (await staff.cookie()).split('=');
  const visitor = await store.newPage({ lang: options.lang ?? 'en', width: options.width });
  await visitor.context.addCookies([{ name, value, url: store.baseUrl }]);
  return visitor.page;
}

/** An application to the position, as the public form would have kept it: its CV saved through the file storage. */
async function insertApplication(positionId: string, cv: Buffer) {
  const db = store.db.database.db;
  // The test app's storage (testConfig: an in-memory database keeps its uploads in the system's temporary directory).
  const storage = createLocalStorage(path.join(os.tmpdir(), 'zuuch-uploads'));
  const cvKey = await storage.save('cvs', cv, 'pdf');
  const storeId = await storeIdOf(db);
  const [row] = await db
    .insert(jobApplications)
    .values({
      storeId,
      positionId,
      submissionKey: crypto.randomUUID(),
      name: 'Болдбаатар Ганзориг',
      phone: '+97699112233',
      email: 'bold@example.mn',
      letter: 'Сайн байна уу. Би борлуулалтад 3 жил ажилласан.',
      cvKey,
      cvName: 'Болд CV.pdf',
      keepUntil: new Date(Date.now() + 180 * 86_400_000),
    })
    .returning();
  return row;
}

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
}

describe('careers console', () => {
  it('writes and opens a position, then works an application and downloads its CV', { timeout: 120_000 }, async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'oyun', password: 'oyun hires people', name: 'Oyun', role: 'hiring' });
    const { page } = await store.newPage({ lang: 'en' });
    await logInStaff(page, 'oyun', 'oyun hires people');
    await openReady(page, '/console/positions');
    await page.getByRole('heading', { level: 1, name: 'Positions' }).waitFor();
    // The header offers the careers sections and nothing else of the console.
    const nav = await page.getByRole('navigation', { name: 'Console' }).getByRole('link').allTextContents();
    expect(nav).toEqual(expect.arrayContaining(['Positions', 'Applications']));
    expect(nav).not.toContain('Orders');
    await expectAccessible(page, 'positions');

    await page.getByRole('link', { name: 'New position' }).click();
    await page.getByRole('heading', { level: 1, name: 'New position' }).waitFor();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.getByLabel('Employment').selectOption('part_time');
    await page.getByLabel('Salary from (₮ a month)').fill('1,500,000');
    await page.getByLabel('Salary up to (₮ a month)').fill('1,000,000');
    await page.getByLabel('Team (Mongolian)').fill('Борлуулалт');
    await page.getByLabel('Title (Mongolian)').fill('Дэлгүүрийн зөвлөх');
    await page.getByLabel('Team (English)').fill('Sales');
    await page.getByLabel('Title (English)').fill('Store adviser');
    await page.getByRole('textbox', { name: 'Description (Mongolian)', exact: true }).click();
    await page.keyboard.type('Худалдан авагчдад утас сонгоход туслана.');
    await page.getByRole('textbox', { name: 'Description (English)', exact: true }).click();
    await page.keyboard.type('Help shoppers choose a phone.');
    await page.getByRole('button', { name: 'Create draft' }).click();
    // The salary range the wrong way round: told at its field, nothing saved, the form kept.
    await page.getByText('The highest salary cannot be less than the lowest').waitFor();
    expect(await page.getByLabel('Title (English)').inputValue()).toBe('Store adviser');
    await page.getByLabel('Salary up to (₮ a month)').fill('2,000,000');
    await page.getByRole('button', { name: 'Create draft' }).click();
    await page.getByRole('status').filter({ hasText: 'The draft is saved' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Position: Store adviser' }).waitFor();
    await expectAccessible(page, 'position editor');

    await page.getByRole('button', { name: 'Open for applications' }).click();
    await page.getByRole('status').filter({ hasText: 'The position is open' }).waitFor();
    const positionId = page.url().match(/positions\/([0-9a-f-]{36})/)![1];
    const [position] = await db.select().from(jobPositions).where(eq(jobPositions.id, positionId));
    expect(position).toMatchObject({ state: 'open', salaryMin: 1_500_000, salaryMax: 2_000_000, employment: 'part_time' });
    expect(position.openedAt).not.toBeNull();
    // The careers page (another engineer's, in progress) lists it once it answers.
    const joinUs = await fetch(`${store.baseUrl}/join-us`, { headers: { cookie: 'lang=en' } });
    if (joinUs.status === 200) expect(await joinUs.text()).toMatch(/Store adviser|Дэлгүүрийн зөвлөх/);

    // An application arrives.
    const cv = Buffer.from('%PDF-1.4\n% Болдбаатарын CV\n%%EOF\n');
    const application = await insertApplication(positionId, cv);
    await openReady(page, '/console/applications');
    await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'Болдбаатар Ганзориг' });
    await row.getByText('9911 2233').waitFor();
    await row.getByText('New').waitFor();
    await expectAccessible(page, 'applications');
    // Searched by the phone as people write it.
    await page.getByLabel('Name, phone or email').fill('9911 2233');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.waitForURL(/q=9911/);
    await row.getByRole('link', { name: 'Болдбаатар Ганзориг' }).click();
    await page.getByRole('heading', { level: 1, name: 'Application of Болдбаатар Ганзориг' }).waitFor();
    await page.getByText('Би борлуулалтад 3 жил ажилласан').waitFor();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    await page.getByRole('combobox', { name: 'Status', exact: true }).selectOption('interview');
    await page.getByLabel('Staff notes').fill('Ярилцлага Мягмар 10:00');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const [saved] = await db.select().from(jobApplications).where(eq(jobApplications.id, application.id));
    expect(saved).toMatchObject({ status: 'interview', notes: 'Ярилцлага Мягмар 10:00' });
    await expectAccessible(page, 'application');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the CV' }).click()]);
    expect(download.suggestedFilename()).toBe('Болд CV.pdf');
    expect(Buffer.compare(await readFile((await download.path())!), cv)).toBe(0);
    const response = await page.request.get(`/console/applications/${application.id}/cv`);
    expect(response.headers()).toMatchObject({ 'content-type': 'application/pdf', 'x-content-type-options': 'nosniff', 'cache-control': 'private, no-store' });
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename="[A-Za-z0-9._-]+"; filename\*=UTF-8''/);
  });

  it('refuses an operator every careers page and the CV', async () => {
    const position = await insertPosition({ mn: 'Нярав', en: 'Storekeeper' });
    const application = await insertApplication(position.id, Buffer.from('%PDF-1.4 secret'));
    const page = await asStaff('tuya', 'operator');
    for (const url of ['/console/positions', `/console/positions/${position.id}`, '/console/applications', `/console/applications/${application.id}`]) {
      const res = await openReady(page, url);
      expect({ url, status: res?.status() }).toEqual({ url, status: 403 });
      await page.getByRole('heading', { level: 1, name: 'You don’t have access to this page' }).waitFor();
    }
    for (const url of [`/console/applications/${application.id}/cv`, '/console/applications/export.csv']) {
      const res = await page.request.get(url);
      expect({ url, status: res.status() }).toEqual({ url, status: 403 });
      expect(await res.text()).not.toContain('secret');
    }
  });

  it('speaks Mongolian, passes axe in the dark and fits 320 px', { timeout: 90_000 }, async () => {
    const page = await asStaff('nomin', 'hiring', { lang: 'mn', width: 320 });
    for (const [url, heading] of [
      ['/console/positions', 'Ажлын байр'],
      ['/console/positions/new', 'Шинэ ажлын байр'],
      ['/console/applications', 'Анкетууд'],
    ] as const) {
      await openReady(page, url);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await scrollsSideways(page), url).toBeNull();
    }
    const position = await insertPosition({ mn: 'Кассын ажилтан', en: 'Cashier' });
    const application = await insertApplication(position.id, Buffer.from('%PDF-1.4 cv'));
    for (const [url, heading] of [
      [`/console/positions/${position.id}`, 'Ажлын байр: Кассын ажилтан'],
      [`/console/applications/${application.id}`, 'Анкет: Болдбаатар Ганзориг'],
    ] as const) {
      await openReady(page, url);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      expect(await scrollsSideways(page), url).toBeNull();
    }
    await page.getByRole('link', { name: 'CV татах' }).waitFor();
    const dark = await store.newPage({ lang: 'mn', theme: 'dark' });
    const staff = await createStaff(store.db.database.db, { username: 'saraa', role: 'hiring' });
    const [name, value] = (await staff.cookie()).split('=');
    await dark.context.addCookies([{ name, value, url: store.baseUrl }]);
    await openReady(dark.page, '/console/applications');
    await dark.page.getByRole('heading', { level: 1, name: 'Анкетууд' }).waitFor();
    await expectAccessible(dark.page, 'applications, dark, mn');
  });
});
