// Logging in as a shopper does: a phone number, the code from the SMS (the local sandbox stands in for the phone),
// the account page, logging out; five wrong codes lock the code; after login the shopper returns only to this site.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('phone login', () => {
  it('logs in with a phone and the texted code, shows the account, and logs out', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/user');
    await page.getByRole('heading', { level: 1, name: 'Log in or sign up' }).waitFor();
    await page.getByLabel('Mobile number').fill('9911 2233');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('heading', { level: 1, name: 'Enter the code' }).waitFor();
    await page.getByLabel('One-time code').fill(await store.smsCode('+97699112233'));
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Hello, 9911 2233' }).waitFor();
    await page.getByText('Boss 0').waitFor();
    await page.getByRole('banner').getByRole('link', { name: 'My account' }).first().waitFor();
    const sid = (await page.context().cookies()).find((c) => c.name === 'sid');
    expect(sid).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('heading', { level: 1, name: 'Log in or sign up' }).waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('shows the newest text in the demo inbox of the code step, also after a new code is asked for', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/user');
    await page.getByLabel('Mobile number').fill('9911 4455');
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = page.getByRole('region', { name: 'Demo inbox' }).getByText(/^\d{6}$/);
    const first = await code.textContent();
    expect(first).toBe(await store.smsCode('+97699114455'));
    // The minute before a new code may be sent passes here.
    await store.db.database.db.execute(sql`update otp_challenges set created_at = created_at - interval '2 minutes'`);
    await page.getByRole('button', { name: 'Send a new code' }).click();
    await code.filter({ hasNotText: first! }).waitFor();
    expect(await code.textContent()).toBe(await store.smsCode('+97699114455'));
  });

  it('says the code is wrong in Mongolian and locks it after five wrong tries', async () => {
    const { page } = await store.newPage({ lang: 'mn' });
    await openReady(page, '/user');
    await page.getByLabel('Гар утасны дугаар').fill('88112233');
    await page.getByRole('button', { name: 'Код авах' }).click();
    await page.getByRole('heading', { level: 1, name: 'Кодоо оруулна уу' }).waitFor();
    const right = await store.smsCode('+97688112233');
    const wrong = right === '123456' ? '654321' : '123456';
    for (let i = 1; i <= 4; i++) {
      await page.getByLabel('Нэг удаагийн код').fill(wrong);
      await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
      await page.getByRole('alert').filter({ hasText: 'Нэг удаагийн код буруу байна' }).waitFor();
    }
    await page.getByLabel('Нэг удаагийн код').fill(wrong);
    await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Хэт олон удаа буруу код орууллаа' }).waitFor();
    // Even the right code no longer works: a new one must be asked for.
    await page.getByLabel('Нэг удаагийн код').fill(right);
    await page.getByRole('button', { name: 'Нэвтрэх', exact: true }).click();
    await page.getByRole('alert').filter({ hasText: 'Хэт олон удаа буруу код орууллаа' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user');
  });

  it('logs in with Google through the local OpenID provider', async () => {
    const { page } = await store.newPage();
    await openReady(page, '/user');
    await page.getByRole('link', { name: 'Continue with Google' }).click();
    await page.getByRole('heading', { name: 'Sign in with Google (sandbox)' }).waitFor();
    await page.getByLabel('Email').fill('naraa@example.com');
    await page.getByLabel('Name').fill('Naraa Bat');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { level: 1, name: 'Hello, Naraa Bat' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/user');
    await page.getByRole('region', { name: 'Personal information' }).getByLabel('Email').waitFor();
    expect(await page.getByRole('region', { name: 'Personal information' }).getByLabel('Email').inputValue()).toBe('naraa@example.com');
  });

  it('returns to the page the shopper came from, and never to another site', async () => {
    for (const [returnTo, expected, phone] of [
      ['/p/apple-iphone-17-pro-256gb', '/p/apple-iphone-17-pro-256gb', '95112233'],
      ['//evil.example/steal', '/user', '94112233'],
      // Paths that only become protocol-relative once dot segments are resolved.
      ['/.//evil.example/steal', '/user', '94112234'],
      ['/%2e//evil.example/steal', '/user', '94112235'],
    ]) {
      const { page } = await store.newPage();
      await openReady(page, `/user?returnTo=${encodeURIComponent(returnTo)}`);
      await page.getByLabel('Mobile number').fill(phone);
      await page.getByRole('button', { name: 'Send code' }).click();
      await page.getByLabel('One-time code').waitFor();
      await page.getByLabel('One-time code').fill(await store.smsCode(`+976${phone}`));
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.waitForURL((url) => url.pathname === expected && url.host === new URL(store.baseUrl).host);
    }
  });
});
