// Paying in instalments through a lender without an API: a shopper with a 5,290,000₮ order opens the Easy Leasing
// request (after logging in), sees the schedule follow the term, is told the down payment is too low and the file too
// big, sends the application with a real statement, and reads "Under review"; staff open it in the console, see the
// file and approve it; the shopper's page turns to Approved by itself, with the down payment left to pay. The loan
// instructions read in Mongolian too, and another shopper may not look at the request.
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { insertOrder } from '../test/order-rows';
import { openReady, useStore } from './support/store';

const store = useStore();
const statement = { name: 'statement.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 32)]) };

describe('leasing request', () => {
  it('goes from the application to the lender’s approval, with the schedule first', async () => {
    const db = store.db.database.db;
    const order = await insertOrder(db, { number: 400321, state: 'new', phone: '+97688110022', firstName: 'Saraa', lastName: 'Bold', slugs: ['apple-iphone-17-pro-256gb'] });
    const { page } = await store.newPage({ lang: 'en' });
    const form = `/leasingRequest?order=${order.number}&plan=easy_leasing`;

    // Only the order's shopper: the page asks for a login and comes back.
    await store.logIn(page, '8811 0022', form);
    await page.getByRole('heading', { level: 1, name: 'Apply for Easy Leasing' }).waitFor();
    expect(await page.getByText('5,290,000₮ left to pay').count()).toBe(1);

    // The schedule is there before anything is sent, and follows the term.
    const schedule = page.getByRole('region', { name: 'Payment schedule' });
    await page.getByLabel('Term').selectOption('12');
    await expect.poll(() => schedule.getByRole('row').count()).toBe(13);
    expect(await schedule.getByRole('row').nth(12).textContent()).toContain('In 360 days');
    expect(await page.getByLabel('Down payment (₮)').inputValue()).toBe('529000');
    await page.getByText('At least 529,000₮. You pay it to the store by QPay or bank transfer.').waitFor();

    // Too little down, nothing filled in: every field says what is wrong.
    await page.getByLabel('Down payment (₮)').fill('100000');
    await page.getByRole('button', { name: 'Send the application' }).click();
    const alerts = page.getByRole('alert');
    await alerts.filter({ hasText: 'At least 529,000₮' }).waitFor();
    expect(await alerts.filter({ hasText: 'is required' }).count()).toBe(5);

    // A file over 5MB is refused before it is sent.
    await page.getByLabel('Social insurance statement').setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(5 * 1024 * 1024 + 1, 37) });
    await alerts.filter({ hasText: 'File too big! Maximum: 5MB' }).waitFor();

    await page.getByLabel('Down payment (₮)').fill('600000');
    await page.getByLabel('Income type').selectOption({ label: 'Salary' });
    await page.getByLabel('Social insurance months').fill('36');
    await page.getByLabel('Monthly income (₮)').fill('3500000');
    await page.getByLabel('Monthly loan payments (₮)').fill('0');
    await page.getByLabel('Social insurance statement').setInputFiles(statement);
    // The message for the refused file goes once the browser has checked the new one.
    await expect.poll(() => alerts.filter({ hasText: 'File too big' }).count()).toBe(0);
    await schedule.getByText('4,690,000₮').first().waitFor(); // what the lender pays: 5,290,000 − 600,000
    await page.getByRole('button', { name: 'Send the application' }).click();

    await page.getByRole('heading', { level: 1, name: 'Easy Leasing request' }).waitFor();
    const requestUrl = new URL(page.url()).pathname;
    expect(requestUrl).toMatch(/^\/leasingRequest\/[0-9a-f-]{36}$/);
    expect(await page.getByTestId('leasing-status').textContent()).toBe('Under review');
    await page.getByRole('status').filter({ hasText: 'The lender is reviewing your application.' }).waitFor();
    await page.getByRole('region', { name: 'Your details' }).getByText('Social insurance statement attached (4 KB)').waitFor();
    expect(await page.getByRole('region', { name: 'Payment schedule' }).getByRole('row').count()).toBe(13);

    // Staff decide in the console.
    const staff = await createStaff(db, { username: 'tuya', name: 'Tuya' });
    const { context: staffContext, page: desk } = await store.newPage({ lang: 'en' });
    await staffContext.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(desk, '/console');
    await desk.getByRole('link', { name: 'Leasing' }).click();
    await desk.getByRole('heading', { level: 1, name: 'Leasing applications' }).waitFor();
    const row = desk.getByRole('row').filter({ hasText: 'Saraa Bold' });
    expect(await row.textContent()).toContain('4,690,000₮');
    await row.getByRole('link', { name: 'Easy Leasing' }).click();
    await desk.getByRole('heading', { level: 1, name: 'Application: Easy Leasing, order 400321' }).waitFor();
    const file = await desk.request.get(await desk.getByRole('link', { name: /Open the file/ }).getAttribute('href').then((h) => `${store.baseUrl}${h}`));
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await desk.getByLabel('Note or reason').fill('Contract EL-2291');
    await desk.getByRole('button', { name: 'Approve' }).click();
    await desk.getByRole('status').filter({ hasText: 'Approved: 4,690,000₮ is recorded as paid.' }).waitFor();
    // The decision's message comes with the action's answer; the page's data (without the buttons) right after.
    await desk.getByRole('button', { name: 'Approve' }).waitFor({ state: 'detached' });

    // The shopper's page learns it by itself: approved, with the down payment left to pay on the order.
    await page.getByRole('status').filter({ hasText: 'Approved: 4,690,000₮ is paid toward your order.' }).waitFor();
    expect(await page.getByTestId('leasing-status').textContent()).toBe('Approved');
    expect(await page.getByTestId('order-left').textContent()).toBe('Left to pay on the order: 600,000₮');
    await page.getByText('Reason: Contract EL-2291').waitFor();
    await page.getByRole('link', { name: 'Pay the rest' }).waitFor();

    // Another shopper may not look at it.
    await insertOrder(db, { state: 'new', phone: '+97699110033' });
    const { page: other } = await store.newPage({ lang: 'en' });
    await store.logIn(other, '9911 0033', '/user/order');
    const response = await openReady(other, requestUrl);
    expect(response?.status()).toBe(403);
    await other.getByText('You are not permitted to view this order').first().waitFor();
  });

  it('explains the six plans in Mongolian, with the terms from the plans themselves', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 375 });
    await openReady(page, '/leasingRequest');
    await page.getByRole('heading', { level: 1, name: 'Зээлийн заавар' }).waitFor();
    for (const name of ['Storepay', 'Pocket zero', 'Pocket лизинг', 'PayOn', 'Easy Leasing', 'Хаан банкны лизинг']) await page.getByRole('heading', { level: 2, name }).waitFor();
    const khan = page.getByRole('region', { name: 'Хаан банкны лизинг' });
    await khan.getByText('12 сар хүртэл сарын 1.6%').waitFor();
    await khan.getByRole('listitem').filter({ hasText: '3,000,000₮-өөс дээш захиалгад дор хаяж 10% урьдчилгаа' }).waitFor();
  });
});
