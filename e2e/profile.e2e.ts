// The account page as a shopper uses it: update the profile, add two addresses with the address form's cascading lists,
// switch the main one, log out.
import { describe, expect, it } from 'vitest';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('account page', () => {
  it('updates the profile, refusing a bad email first', async () => {
    const { page } = await store.newPage();
    await store.logIn(page, '99445566');
    await page.getByRole('heading', { level: 1, name: 'Hello, 9944 5566' }).waitFor();
    const profile = page.getByRole('region', { name: 'Personal information' });
    await profile.getByLabel('First name').fill('Saraa');
    await profile.getByLabel('Last name').fill('Dorj');
    await profile.getByLabel('Email').fill('saraa@');
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.getByRole('alert').filter({ hasText: 'Not an email' }).waitFor();
    await profile.getByLabel('Email').fill('saraa@example.mn');
    await profile.getByLabel('Civil registration number').fill('УБ90051234');
    // By keyboard: the button keeps the focus while the form is sent and after (it is never disabled under the finger).
    const save = profile.getByRole('button', { name: 'Save' });
    await save.focus();
    await page.keyboard.press('Enter');
    await profile.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    expect(await save.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByRole('heading', { level: 1, name: 'Hello, Saraa Dorj' }).waitFor();

    await page.getByRole('main').getByRole('link', { name: 'My orders' }).click();
    await page.getByRole('heading', { level: 1, name: 'My orders' }).waitFor();
    await page.getByText('You have no orders yet.', { exact: false }).waitFor();
  });

  it('changes the phone number with a code sent to the new number', async () => {
    const { page } = await store.newPage();
    await store.logIn(page, '99445588');
    await page.getByRole('button', { name: 'Change number' }).click();
    const form = page.getByRole('form', { name: 'Change number' });
    await form.getByLabel('New mobile number').fill('9544 5588');
    await form.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('form', { name: 'Change number' }).getByLabel('Code sent to the new number').waitFor();
    await page.getByRole('form', { name: 'Change number' }).getByLabel('Code sent to the new number').fill(await store.smsCode('+97695445588'));
    await page.getByRole('button', { name: 'Confirm new number' }).click();
    await page.getByRole('status').filter({ hasText: 'Your number is changed.' }).waitFor();
    await page.getByText('9544 5588', { exact: true }).waitFor();
  });

  it('sends a guest who opens their orders to log in first', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/user/order');
    await page.waitForURL(/\/user\?returnTo=%2Fuser%2Forder/);
    await page.getByRole('heading', { level: 1, name: 'Log in or sign up' }).waitFor();
  });

  it('adds two addresses, switches the main one and logs out (in Mongolian)', async () => {
    const { page } = await store.newPage({ lang: 'mn' });
    await store.logIn(page, '99445577');
    const book = page.getByRole('region', { name: 'Хүргэлтийн хаягууд' });
    await book.getByText('Хадгалсан хаяг алга байна.').waitFor();

    await book.getByRole('button', { name: 'Хаяг нэмэх' }).click();
    await book.getByLabel('Хот / аймаг').selectOption({ label: 'Улаанбаатар' });
    await book.getByLabel('Дүүрэг / сум').selectOption({ label: 'Баянгол' });
    await book.getByLabel('Хороо').selectOption({ label: '3-р хороо' });
    await book.getByLabel('Гудамж, байр, орц, тоот').fill('12-р байр, 45 тоот');
    await book.getByRole('button', { name: 'Хадгалах' }).click();
    await book.getByRole('listitem', { name: 'Гэр: 12-р байр, 45 тоот' }).getByText('Үндсэн хаяг').waitFor();

    await book.getByRole('button', { name: 'Хаяг нэмэх' }).click();
    await book.getByLabel('Хот / аймаг').selectOption({ label: 'Дорнод' });
    await book.getByLabel('Дүүрэг / сум').selectOption({ index: 1 });
    expect(await book.getByLabel('Хороо').count()).toBe(0); // soums have no khoroos
    await book.getByLabel('Гудамж, байр, орц, тоот').fill('Хэрлэн сум, 2-р баг, 7 тоот');
    await book.getByRole('radio', { name: 'Ажил' }).check();
    await book.getByRole('button', { name: 'Хадгалах' }).click();
    const work = book.getByRole('listitem', { name: 'Ажил: Хэрлэн сум, 2-р баг, 7 тоот' });
    await work.waitFor();
    expect(await work.getByText('Үндсэн хаяг').count()).toBe(0);

    await work.getByRole('button', { name: 'Үндсэн болгох' }).click();
    await book.getByRole('listitem', { name: 'Ажил: Хэрлэн сум, 2-р баг, 7 тоот' }).getByText('Үндсэн хаяг').waitFor();
    expect(await book.getByRole('listitem', { name: 'Гэр: 12-р байр, 45 тоот' }).getByText('Үндсэн хаяг').count()).toBe(0);

    await page.getByRole('button', { name: 'Гарах' }).click();
    await page.getByRole('heading', { level: 1, name: 'Нэвтрэх эсвэл бүртгүүлэх' }).waitFor();
  });
});
