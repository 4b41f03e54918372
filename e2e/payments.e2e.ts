// Money as shoppers and staff meet it: an order paid in part by bank transfer shows what is left to pay; staff import a
// statement and record the rest; a QPay invoice paid in part shows the balance, and paid in full moves to the success page.
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { issueGiftCard } from '../server/modules/giftcards/issue-gift-card';
import { insertOrder, storeIdOf } from '../test/order-rows';
import { openReady, useStore } from './support/store';

const store = useStore();
const amount = (text: string | null) => Number(text!.replace(/\D/g, ''));

describe('payments', () => {
  it('shows what is left after an underpaid bank transfer, and the order is paid once the rest arrives', async () => {
    const db = store.db.database.db;
    const order = await insertOrder(db, { phone: '+97699420011', state: 'not_paid', paymentMethod: 'bank_transfer', quantity: 2 });
    const part = Math.floor(order.total / 2);
    await createStaff(db, { username: 'enkh', password: 'enkh counts money', name: 'Enkh' });

    const { page: shopper } = await store.newPage({ width: 390 });
    await store.logIn(shopper, '9942 0011', `/order/${order.number}`);
    const pay = shopper.getByRole('region', { name: 'Waiting for your payment' });
    expect(await pay.getByTestId('payment-reference').textContent()).toBe(`Z${order.number}`);
    await pay.getByText('Khan Bank', { exact: true }).waitFor();

    const { page: staff } = await store.newPage();
    await openReady(staff, '/console/transfers');
    await staff.getByLabel('Username').fill('enkh');
    await staff.getByLabel('Password').fill('enkh counts money');
    await staff.getByRole('button', { name: 'Log in' }).click();
    await staff.getByRole('heading', { level: 1, name: 'Bank transfers' }).waitFor();
    const record = staff.getByRole('form', { name: 'Record a transfer' });
    await record.getByLabel('Amount (₮)').fill(String(part));
    await record.getByLabel('Description (as on the statement)').fill(`tulbur Z${order.number}`);
    await record.getByLabel('Payer').fill('Bat Dorj');
    await record.getByLabel('Bank transaction id').fill('KHAN-2026-0001');
    await record.getByRole('button', { name: 'Record' }).click();
    await staff.getByRole('status').filter({ hasText: `Recorded for order ${order.number}.` }).waitFor();

    await openReady(shopper, `/order/${order.number}`);
    expect(await shopper.getByTestId('order-state').textContent()).toBe('Underpaid');
    expect(amount((await shopper.getByTestId('left-to-pay').textContent())!.split('·')[1])).toBe(order.total - part);

    // The rest comes on the next statement, which also repeats the first line: nothing is counted twice.
    const csv = ['date,amount,description,payer,reference', `2026-11-20,${part},tulbur Z${order.number},Bat Dorj,KHAN-2026-0001`, `2026-11-21,${order.total - part},Z${order.number},Bat Dorj,KHAN-2026-0002`].join('\n');
    const importForm = staff.getByRole('form', { name: 'Import a statement' });
    await importForm.getByLabel('CSV file').setInputFiles({ name: 'statement.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await importForm.getByRole('button', { name: 'Import' }).click();
    await staff.getByRole('status').filter({ hasText: 'Imported: 1 matched, 0 waiting to be assigned, 1 already recorded, 0 unreadable.' }).waitFor();

    await openReady(shopper, `/order/${order.number}`);
    expect(await shopper.getByTestId('order-state').textContent()).toBe('Paid');
    expect(await shopper.getByRole('region', { name: 'Waiting for your payment' }).count()).toBe(0);
  });

  it('pays part by QPay, shows the balance, then the rest, and lands on the success page (in Mongolian)', async () => {
    const db = store.db.database.db;
    const order = await insertOrder(db, { phone: '+97699420022', state: 'new', quantity: 2 });
    const { page } = await store.newPage({ lang: 'mn', width: 390 });
    await store.logIn(page, '9942 0022', `/order/${order.number}`);
    // QPay is the order's payment option: the QR is there as the page opens.
    const pay = page.getByRole('region', { name: 'Таны төлбөрийг хүлээж байна' });
    await pay.getByRole('img', { name: /QPay QR код/ }).waitFor();
    await pay.getByRole('list', { name: 'Банкны аппууд' }).getByRole('link', { name: /Хаан банк/ }).waitFor();
    const sandboxUrl = (await pay.getByRole('link', { name: 'QPay төлбөрийн хуудсыг нээх' }).getAttribute('href'))!;

    const qpay = await page.context().newPage();
    await qpay.goto(sandboxUrl);
    const part = Math.floor(order.total / 4);
    await qpay.getByLabel('Amount to pay (₮)').fill(String(part));
    await qpay.getByRole('button', { name: 'Pay part' }).click();
    await qpay.getByRole('status').waitFor();
    // The page notices the part by itself and shows what is left.
    await page.getByTestId('left-to-pay').filter({ hasText: new Intl.NumberFormat('en-US').format(order.total - part) }).waitFor();
    await qpay.getByRole('button', { name: 'Pay', exact: true }).click();
    await qpay.getByRole('status').filter({ hasText: /^Paid [\d,]+₮\./ }).waitFor();
    await page.waitForURL(`**/order/${order.number}/complete`);
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('pays part with a gift card and the rest by QPay', async () => {
    const db = store.db.database.db;
    const order = await insertOrder(db, { phone: '+97699420033', state: 'new', quantity: 3 });
    // A card worth about half the order: it pays what it holds, QPay the rest.
    const value = Math.max(1_000, Math.floor(order.total / 2000) * 1000);
    const card = await issueGiftCard(db, { storeId: await storeIdOf(db), amount: value, staff: { id: (await createStaff(db, { username: `nara-${value}`, name: 'Nara' })).id, name: 'Nara' } });
    const mnt = (n: number) => `${new Intl.NumberFormat('en-US').format(n)}₮`;
    const { page } = await store.newPage({ width: 390 });
    await store.logIn(page, '9942 0033', `/order/${order.number}`);
    const giftCard = page.getByRole('form', { name: 'Pay with a gift card' });
    await giftCard.getByLabel('Gift card code').fill(card.code.toLowerCase().replace(/-/g, ' '));
    await giftCard.getByRole('button', { name: 'Use gift card' }).click();
    await page.getByRole('status').filter({ hasText: `${mnt(value)} paid with the gift card. Left on the card: 0₮.` }).first().waitFor();
    await page.getByTestId('left-to-pay').filter({ hasText: mnt(order.total - value) }).waitFor();

    // The card paid part: the invoice shown now is for the rest.
    const pay = page.getByRole('region', { name: 'Waiting for your payment' });
    const sandboxUrl = (await pay.getByRole('link', { name: 'Open the QPay payment page' }).getAttribute('href'))!;
    const qpay = await page.context().newPage();
    await qpay.goto(sandboxUrl);
    await qpay.getByText(mnt(order.total - value)).first().waitFor();
    await qpay.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL(`**/order/${order.number}/complete`);
  });

  it('shows Storepay’s four payments before the shopper chooses it, and the order is paid when the loan is approved', async () => {
    const db = store.db.database.db;
    const order = await insertOrder(db, { phone: '+97699420044', state: 'new', quantity: 4 });
    const { page } = await store.newPage({ width: 390 });
    await store.logIn(page, '9942 0044', `/leasingRequest?order=${order.number}`);
    await page.getByRole('link', { name: 'Apply for Storepay' }).click();
    const schedule = page.getByRole('region', { name: 'Payment schedule' });
    await expect.poll(() => schedule.getByRole('row').count()).toBe(5); // the header and four payments
    await page.getByRole('button', { name: 'Send the request to Storepay' }).click();
    await page.getByRole('heading', { level: 1, name: 'Storepay request' }).waitFor();
    const app = await page.context().newPage();
    await app.goto((await page.getByRole('link', { name: /sandbox page of the lender/ }).getAttribute('href'))!);
    await app.getByRole('button', { name: 'Approve the loan' }).click();
    await app.getByRole('status').filter({ hasText: 'Approved by the shopper' }).waitFor();
    await expect.poll(async () => (await openReady(page, `/order/${order.number}/complete`), new URL(page.url()).pathname), { timeout: 15_000 }).toBe(`/order/${order.number}/complete`);
  });
});
