// A content editor's day: an article written in Mongolian and English with the toolbar (a heading, a list, a link),
// a picture uploaded and a product card chosen from the suggestions; previewed unsaved in a new tab; scheduled a few
// seconds ahead on Ulaanbaatar's clock, so the shop answers 404 until its time and then the article with its social
// tags and BlogPosting data; its address changed, the old one answering 301; an earlier revision restored. Then hostile
// text in every field: published, and neither the shop's page nor the console's list and editor run any of it. The
// console's pages pass axe.
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { toUlaanbaatarInput } from '../core/dates';
import { products } from '../server/db/schema';
import { createStaff } from '../test/console';
import { describeViolations, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();

async function logInStaff(page: Page, username: string, password: string) {
  await openReady(page, '/console/login');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Watches a page for script the store did not write: a dialog opening, or window.__xss being set. */
function watchForScript(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { dialogs, ran: () => page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss) };
}

const toolbar = (page: Page, field: string) => page.getByRole('toolbar', { name: `${field}: formatting` });
const editor = (page: Page, field: string) => page.getByRole('textbox', { name: field, exact: true });
/**
 * A writer's next key comes a moment after the last one: the editor reads where the cursor went (selectionchange) and
 * gives the focus back after a toolbar command in an animation frame, so keys pressed faster than that could act on the
 * selection as it was (and replace the selected words or picture).
 */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
/** After a toolbar button or a panel: until the text has the new block and the cursor is back in it. */
async function typingInto(box: ReturnType<typeof editor>, block: string) {
  await box.locator(block).last().waitFor();
  await expect.poll(() => box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await settle(box.page());
}

describe('content editor', () => {
  it('writes, previews, schedules, moves and restores an article in both languages', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'saraa', password: 'saraa writes here', name: 'Saraa', role: 'content' });
    const [product] = await db
      .select({ slug: products.slug, nameEn: products.nameEn })
      .from(products)
      .where(sql`${products.active} and ${products.stock} > 0`)
      .limit(1);
    const { page, context } = await store.newPage({ lang: 'en' });
    const watch = watchForScript(page);
    await logInStaff(page, 'saraa', 'saraa writes here');

    await openReady(page, '/console/content');
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);
    await page.getByRole('link', { name: 'New article' }).click();
    await page.getByRole('heading', { level: 1, name: 'New article' }).waitFor();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });

    await page.getByLabel('Title in Mongolian', { exact: true }).fill('Хаврын утасны зөвлөгөө');
    await page.getByLabel('Title in English', { exact: true }).fill('Spring phone guide');
    await page.getByLabel('Summary in English', { exact: true }).fill('How to choose a phone this spring.');
    await page.getByLabel('Summary in Mongolian', { exact: true }).fill('Энэ хавар утас сонгох нь.');
    await page.getByLabel('Address', { exact: true }).fill('spring-guide');

    // English: a paragraph, a heading, a list and a link, all from the toolbar.
    const en = editor(page, 'Text in English');
    const enTools = toolbar(page, 'Text in English');
    await en.click();
    await page.keyboard.type('Phones from Korea are cheaper.');
    await page.keyboard.press('Enter');
    await enTools.getByRole('button', { name: 'H2 Heading', exact: true }).click();
    await typingInto(en, 'h2');
    await page.keyboard.type('What to check');
    await page.keyboard.press('Enter');
    await enTools.getByRole('button', { name: 'Bulleted list' }).click();
    await typingInto(en, 'ul li');
    await page.keyboard.type('Network bands');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Warranty');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Read the FAQ');
    await page.keyboard.press('Shift+Home');
    await settle(page);
    await enTools.getByRole('button', { name: 'Link' }).click();
    // Only safe addresses are taken.
    await page.getByLabel('Link address', { exact: true }).fill('javascript:window.__xss=1');
    await page.getByRole('button', { name: 'Apply link' }).click();
    await page.getByText('Only web (https://), mail (mailto:) and phone (tel:) addresses').waitFor();
    await page.getByLabel('Link address', { exact: true }).fill('/faq');
    await page.getByRole('button', { name: 'Apply link' }).click();
    await en.locator('a[href="/faq"]', { hasText: 'Read the FAQ' }).waitFor();
    await en.locator('h2', { hasText: 'What to check' }).waitFor();
    expect(await en.locator('ul li').allTextContents()).toEqual(['Network bands', 'Warranty']);

    // A picture, uploaded here and described, after the link (once the cursor is back in the text).
    await typingInto(en, 'a[href="/faq"]');
    await page.keyboard.press('End');
    await settle(page);
    await page.keyboard.press('Enter');
    await settle(page);
    await enTools.getByRole('button', { name: 'Picture' }).click();
    const png = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 200 } } })
      .png()
      .toBuffer();
    await page.getByLabel(/^Picture file/).setInputFiles({ name: 'phone.png', mimeType: 'image/png', buffer: png });
    await page.getByLabel('Describe the picture (for people who cannot see it)', { exact: true }).fill('A blue phone');
    await page.getByRole('button', { name: 'Insert picture' }).click();
    await typingInto(en, 'img[alt="A blue phone"][src^="/images/"]');
    // A file that is not a picture is refused in the page's words.
    await enTools.getByRole('button', { name: 'Picture' }).click();
    await page.getByLabel(/^Picture file/).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
    await page.getByText('Upload a picture: JPG, PNG, WebP, HEIC, GIF or AVIF').waitFor();
    await page.getByRole('button', { name: 'Close' }).click();

    // A product card, chosen from the store's suggestions.
    await en.click();
    await page.keyboard.press('Control+End');
    await settle(page);
    await enTools.getByRole('button', { name: 'Product card' }).click();
    await page.getByLabel('Product name or address', { exact: true }).fill(product.nameEn.split(' ').slice(0, 2).join(' '));
    await page.getByRole('button', { name: new RegExp(`^${product.nameEn.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} [0-9]`) }).click();
    await typingInto(en, `[data-product-card="${product.slug}"]`);

    const mn = editor(page, 'Text in Mongolian');
    await mn.click();
    await page.keyboard.type('Солонгос утас хямд байдаг.');

    // The preview: the unsaved form in a new tab, as shoppers will see it.
    const [preview] = await Promise.all([context.waitForEvent('page'), page.getByRole('button', { name: 'Preview' }).click()]);
    await preview.waitForLoadState();
    await preview.getByText('Preview — not published').waitFor();
    await preview.getByRole('heading', { level: 1, name: 'Spring phone guide' }).waitFor();
    await preview.getByRole('heading', { level: 2, name: 'What to check' }).waitFor();
    await preview.locator('img[alt="A blue phone"]').waitFor();
    expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
    await preview.getByRole('button', { name: 'Mongolian', exact: true }).click();
    await preview.getByRole('heading', { level: 1, name: 'Хаврын утасны зөвлөгөө' }).waitFor();
    await preview.close();
    expect(await store.app.inject({ method: 'GET', url: '/media/spring-guide' }).then((r) => r.statusCode)).toBe(404);

    // Scheduled a few seconds ahead, on Ulaanbaatar's clock.
    const at = new Date(Date.now() + 12_000);
    await page.getByRole('radio', { name: /Schedule at/ }).check();
    await page.getByLabel('Date and time (Ulaanbaatar time)', { exact: true }).fill(`${toUlaanbaatarInput(at)}:${String(at.getUTCSeconds()).padStart(2, '0')}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    await page.getByTestId('entry-state').filter({ hasText: 'Scheduled' }).waitFor();
    const editorUrl = page.url().replace(/\?.*$/, '');

    // Not found before its time, then found with its social tags and structured data (reloading, not waiting blindly).
    const reader = (await store.newPage({ lang: 'en' })).page;
    const readerWatch = watchForScript(reader);
    expect((await reader.goto('/media/spring-guide'))?.status()).toBe(404);
    await expect.poll(async () => (await reader.goto('/media/spring-guide'))?.status(), { timeout: 60_000, interval: 1000 }).toBe(200);
    expect(await reader.locator('meta[property="og:title"]').getAttribute('content')).toContain('Spring phone guide');
    const jsonLd = JSON.parse((await reader.locator('script[type="application/ld+json"]').first().textContent())!);
    expect(jsonLd['@type']).toBe('BlogPosting');
    await reader.getByRole('heading', { level: 1, name: 'Spring phone guide' }).waitFor();
    await reader.locator(`a[href="/faq"]`, { hasText: 'Read the FAQ' }).waitFor();

    // A new address: the old one answers 301 to it.
    await openReady(page, editorUrl);
    await page.getByRole('link', { name: 'View on site' }).waitFor();
    await page.getByLabel('Address', { exact: true }).fill('spring-phone-guide');
    await page.getByLabel('Title in English', { exact: true }).fill('Spring phone guide, updated');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();
    const moved = await store.app.inject({ method: 'GET', url: '/media/spring-guide' });
    expect([moved.statusCode, moved.headers.location]).toEqual([301, '/media/spring-phone-guide']);

    // Revision 1 (the scheduled save) restored: its title and address come back, as a new revision.
    const history = page.getByRole('region', { name: 'History' });
    await history.getByRole('link', { name: 'Restore revision 1' }).click();
    await page.getByRole('button', { name: 'Yes, restore' }).click();
    await page.getByRole('status').filter({ hasText: 'Revision 1 was restored as a new revision.' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Edit: Spring phone guide', exact: true }).waitFor();
    expect(await page.getByLabel('Address', { exact: true }).inputValue()).toBe('spring-guide');
    await history.getByText('Revision 3').waitFor();
    expect(await editor(page, 'Text in English').locator('h2').textContent()).toBe('What to check');

    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);
    expect([await watch.ran(), await readerWatch.ran(), watch.dialogs, readerWatch.dialogs]).toEqual([undefined, undefined, [], []]);
  });

  it('keeps hostile text in every field inert: on the shop’s page, in the console’s list and in the editor', async () => {
    const db = store.db.database.db;
    await createStaff(db, { username: 'bold', password: 'bold tests hard', name: 'Bold', role: 'admin' });
    const { page } = await store.newPage({ lang: 'en' });
    const watch = watchForScript(page);
    await logInStaff(page, 'bold', 'bold tests hard');
    const script = '<script>window.__xss=1</script>';
    const img = '<img src=x onerror=window.__xss=1>';
    const quote = '" onmouseover="window.__xss=1" x="';
    const hostile = `${script} ${img} ${quote}`;

    await openReady(page, '/console/content/new?kind=article');
    for (const label of ['Title in Mongolian', 'Title in English', 'Summary in Mongolian', 'Summary in English', 'Category', 'Author', 'Search title in Mongolian', 'Search title in English', 'Search description in Mongolian', 'Search description in English'])
      await page.getByLabel(label, { exact: true }).fill(hostile);
    // Tags are at most 40 characters each: one of each kind.
    const tags = `${script}, ${img}, ${quote}`;
    await page.getByLabel('Tags', { exact: true }).fill(tags);
    await page.getByLabel('Address', { exact: true }).fill(`${quote}javascript:x`);
    await page.getByLabel('Canonical address', { exact: true }).fill('javascript:window.__xss=1');
    const en = editor(page, 'Text in English');
    await en.click();
    await page.keyboard.type(hostile);
    // A product address that is not one is not inserted.
    await toolbar(page, 'Text in English').getByRole('button', { name: 'Product card' }).click();
    await page.getByLabel('Product name or address', { exact: true }).fill(img);
    await page.getByRole('button', { name: 'Insert product card' }).click();
    expect(await en.locator('[data-product-card]').count()).toBe(0);
    await page.getByRole('button', { name: 'Close' }).click();
    // What a hostile browser could post instead of the editor's document: the server keeps none of its script.
    const hostileDoc = JSON.stringify({
      type: 'doc',
      content: [
        { type: 'paragraph', attrs: { onclick: 'window.__xss=1' }, content: [{ type: 'text', text: 'click', marks: [{ type: 'link', attrs: { href: 'javascript:window.__xss=1' } }] }] },
        { type: 'script', content: [{ type: 'text', text: 'window.__xss=1' }] },
        { type: 'image', attrs: { imageId: '00000000-0000-4000-8000-000000000000', alt: hostile, src: 'x', onerror: 'window.__xss=1' } },
        { type: 'productCard', attrs: { slug: img } },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: hostile }] },
      ],
    });
    await page.locator('input[name="docMn"]').evaluate((input, payload) => ((input as HTMLInputElement).value = payload), hostileDoc);
    await page.getByRole('radio', { name: /Publish now/ }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    // The address and the canonical address are refused by their fields; everything else is kept as text.
    await page.getByRole('alert').filter({ hasText: 'Check the marked fields.' }).waitFor();
    await page.getByText('Use lowercase Latin letters, digits and hyphens (e.g. new-phones)').waitFor();
    await page.getByText('Enter a full address starting with https:// or http://').waitFor();
    await page.getByLabel('Address', { exact: true }).fill('hostile-words');
    await page.getByLabel('Canonical address', { exact: true }).fill('');
    await page.locator('input[name="docMn"]').evaluate((input, payload) => ((input as HTMLInputElement).value = payload), hostileDoc);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Saved.' }).waitFor();

    // The shop's page, the console's list and the editor show the words as words.
    const reader = (await store.newPage({ lang: 'mn' })).page;
    const readerWatch = watchForScript(reader);
    expect((await reader.goto('/media/hostile-words'))?.status()).toBe(200);
    await reader.getByRole('heading', { level: 1 }).filter({ hasText: script }).waitFor();
    await reader.getByRole('heading', { level: 2 }).filter({ hasText: img }).waitFor();
    expect(await reader.locator('a[href^="javascript"], [onclick], [onerror], [onmouseover]').count()).toBe(0);
    await reader.mouse.move(200, 200);
    await openReady(page, '/console/content?q=hostile');
    await page.getByRole('link', { name: hostile }).first().waitFor();
    await page.getByRole('link', { name: hostile }).first().hover();
    await page.getByRole('link', { name: hostile }).first().click();
    await page.getByRole('heading', { level: 1 }).filter({ hasText: script }).waitFor();
    await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    expect(await page.getByLabel('Tags', { exact: true }).inputValue()).toBe(tags.replace(/\s+/g, ' '));
    expect([await watch.ran(), await readerWatch.ran(), watch.dialogs, readerWatch.dialogs]).toEqual([undefined, undefined, [], []]);
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);
  });
});
