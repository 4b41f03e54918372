// A shopper who wonders how buying from abroad works opens "How to order" from the footer and reads the store's guide,
// in English and in Mongolian.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('order guidance', () => {
  it('explains ordering from abroad step by step, in English', async () => {
    const { page } = await store.newPage({ lang: 'en' });
    await openReady(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'How to order' }).click();
    await page.waitForURL('**/orderGuidance');
    await page.getByRole('heading', { level: 1, name: 'How ordering from abroad works' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '1. Place your order' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '2. Pay within 48 hours' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'South Korea: 4–8 days' }).waitFor();
    expect(await page.title()).toBe('How ordering from abroad works | Zuuch');
  });

  it('explains it in Mongolian', async () => {
    const { page } = await store.newPage({ lang: 'mn' });
    const response = await openReady(page, '/orderGuidance');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Гадаадаас хэрхэн захиалах вэ' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '1. Захиалга өгөх' }).waitFor();
    await page.getByRole('heading', { level: 2, name: '2. 48 цагийн дотор төлбөрөө төлөх' }).waitFor();
    await page.getByRole('listitem').filter({ hasText: 'АНУ: 10–16 хоног' }).waitFor();
  });

  it('answers "Page not found" when the store has no such page', async () => {
    const { page } = await store.newPage({ lang: 'en' });
    await store.db.database.db.execute(sql`update content_pages set status = 'draft' where key = 'orderGuidance'`);
    try {
      const response = await page.goto('/orderGuidance');
      expect(response?.status()).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    } finally {
      await store.db.database.db.execute(sql`update content_pages set status = 'published' where key = 'orderGuidance'`);
    }
  });
});
