// The anonymous visitor (spec §3): a random user_token kept in localStorage and mirrored in a cookie, registered with the
// client call; a failing client call tells the shopper briefly and the page keeps working.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clients } from '../server/db/schema';
import { useStore } from './support/store';

const store = useStore();

describe('anonymous visitor', () => {
  it('gets a user_token in localStorage and a cookie, registered once as a client, kept across visits', async () => {
    const { page, context } = await store.newPage();
    const registered = page.waitForResponse((r) => r.url().endsWith('/api/v1/client') && r.request().method() === 'POST');
    await page.goto('/');
    expect((await registered).status()).toBe(200);
    const token = await page.evaluate(() => localStorage.getItem('user_token'));
    expect(token).toMatch(/^[A-Za-z0-9_-]{16,128}$/);
    const cookie = (await context.cookies()).find((c) => c.name === 'user_token');
    expect(cookie?.value).toBe(token);
    const rows = await store.db.database.db.select().from(clients).where(eq(clients.userToken, token!));
    expect(rows).toHaveLength(1);

    // The cookie is lost (cleared by the browser); localStorage still knows the visitor and puts it back.
    await context.clearCookies({ name: 'user_token' });
    const restored = page.waitForResponse((r) => r.url().endsWith('/api/v1/client'));
    await page.reload();
    expect((await (await restored).json()).user_token).toBe(token);
    expect((await context.cookies()).find((c) => c.name === 'user_token')?.value).toBe(token);
    expect(await store.db.database.db.select().from(clients).where(and(eq(clients.userToken, token!)))).toHaveLength(1);
  });

  it('shows "Error fetching user data: type error" for a second when the client call fails', async () => {
    const { page } = await store.newPage();
    await page.route('**/api/v1/client', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL' } } }));
    await page.goto('/');
    const toast = page.getByRole('alert').filter({ hasText: 'Error fetching user data: type error' });
    await toast.waitFor();
    await toast.waitFor({ state: 'hidden', timeout: 5000 });
    await page.getByRole('heading', { level: 1, name: 'The world’s shops, delivered to Mongolia' }).waitFor();
  });
});
