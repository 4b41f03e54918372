// The store's search synonyms as staff edit them on /console/search and shoppers meet them in the shop's search: a made-up
// word finds nothing; a one-way rule "that word → пүүз" added in the console makes the same search show the sneakers at
// once (the services publish 'catalog'); a rule of a single word is refused by its field, in English and Mongolian, and
// nothing is added; changed to two-way and then removed, the search is empty again. The page passes axe and fits 375 px.
import path from 'node:path';
import os from 'node:os';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { expectAccessible } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();
// SEARCH_SHOTS=1 keeps screenshots of the console page (for a person to check), in the system's temporary directory.
const shots = process.env.SEARCH_SHOTS ? os.tmpdir() : null;

async function lookAt(page: Page, name: string) {
  await expectAccessible(page, name);
  if (shots) await page.screenshot({ path: path.join(shots, `search-synonyms-${name}.png`), fullPage: true });
}

/** A word nothing in the demo catalog is named by, in any spelling. */
const WORD = 'zuuchbox';

describe('search synonyms', () => {
  it('are added in the console and make the shop’s search find other words at once', { timeout: 120_000 }, async () => {
    const staff = await createStaff(store.db.database.db, { username: 'bold', role: 'catalog' });
    const cookie = { name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl };

    // The shop: the made-up word finds nothing; "пүүз" finds sneakers.
    const shop = await store.newPage({ lang: 'en' });
    const products = shop.page.locator('main ul a[href^="/p/"]');
    await openReady(shop.page, `/search?q=${WORD}`);
    await shop.page.getByRole('heading', { name: 'No products found' }).waitFor();
    expect(await products.count()).toBe(0);
    await openReady(shop.page, `/search?q=${encodeURIComponent('пүүз')}`);
    await products.first().waitFor();
    const sneakers = [...new Set(await products.evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))];
    expect(sneakers.length).toBeGreaterThan(0);
    const found = async (q: string) => {
      await openReady(shop.page, `/search?q=${encodeURIComponent(q)}`);
      await shop.page.getByRole('heading', { level: 1 }).waitFor();
      return [...new Set(await products.evaluateAll((links) => links.map((a) => a.getAttribute('href')!)))];
    };

    // The console: the page, empty, reached from the header.
    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([cookie]);
    await openReady(page, '/console/products');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Search', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Search' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/console/search');
    const section = page.getByRole('region', { name: 'Synonyms' });
    // The demo store starts with a list of its own; the journey's rule comes on top of it.
    await section.getByRole('list').waitFor();
    const before = await section.getByRole('listitem').count();
    const counted = (n: number) => (n === 1 ? '1 synonym' : `${n} synonyms`);
    await section.getByText(counted(before), { exact: true }).waitFor();

    // A one-way rule: the made-up word also finds sneakers.
    const form = page.getByRole('form', { name: 'Add a synonym' });
    const terms = form.getByRole('textbox', { name: 'Words and phrases' });
    expect(await form.getByRole('radio', { name: 'Each finds the others' }).isChecked()).toBe(true);
    await terms.fill(`${WORD}, пүүз`);
    await form.getByRole('radio', { name: 'The first also finds the rest' }).check();
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await form.getByRole('status').filter({ hasText: `Synonym added: ${WORD} → пүүз.` }).waitFor();
    const rule = section.getByRole('listitem', { name: `${WORD} → пүүз` });
    await rule.waitFor();
    await rule.getByText('One-way').waitFor();
    await section.getByText(counted(before + 1), { exact: true }).waitFor();
    expect(await terms.inputValue()).toBe('');
    await lookAt(page, 'en');

    // The shop's search applies it at once: the made-up word shows the sneakers.
    await expect.poll(() => found(WORD), { timeout: 5_000, interval: 200 }).toEqual(expect.arrayContaining(sneakers.slice(0, 1)));
    // "Try on the shop" opens that search in a new tab.
    const tryLink = rule.getByRole('link', { name: `Try on the shop: ${WORD}` });
    expect(await tryLink.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([context.waitForEvent('page'), tryLink.click()]);
    await tab.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    expect(new URL(tab.url()).searchParams.get('q')).toBe(WORD);
    await tab.locator(`main ul a[href="${sneakers[0]}"]`).first().waitFor();
    await tab.close();

    // A rule of a single word is refused by its field, and nothing is added; what was typed and chosen stays.
    expect(await form.getByRole('radio', { name: 'Each finds the others' }).isChecked()).toBe(true);
    await terms.fill(WORD);
    await form.getByRole('radio', { name: 'The first also finds the rest' }).check();
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    const tooFew = form.getByText('Enter at least two words or phrases, separated by commas');
    await tooFew.waitFor();
    expect(await terms.getAttribute('aria-invalid')).toBe('true');
    expect((await terms.getAttribute('aria-describedby'))?.split(' ')).toContain(await tooFew.getAttribute('id'));
    expect(await terms.inputValue()).toBe(WORD);
    expect(await form.getByRole('radio', { name: 'The first also finds the rest' }).isChecked()).toBe(true);
    expect(await section.getByRole('listitem').count()).toBe(before + 1);
    await section.getByText(counted(before + 1), { exact: true }).waitFor();

    // The find box: any spelling of a word of the rule finds it.
    const find = section.getByRole('search', { name: 'Find a synonym' });
    await find.getByRole('searchbox').fill('PUUZ');
    await find.getByRole('button', { name: 'Find' }).click();
    await page.waitForURL((url) => url.searchParams.get('q') === 'PUUZ');
    await rule.waitFor();
    await find.getByRole('searchbox').fill('qwertyzz');
    await find.getByRole('button', { name: 'Find' }).click();
    await section.getByText('No synonyms match.').waitFor();
    await section.getByRole('link', { name: 'Clear' }).click();
    await rule.waitFor();

    // In Mongolian: the page, its header link, and the same refusal in Mongolian.
    const mn = await store.newPage({ lang: 'mn', width: 375 });
    await mn.context.addCookies([cookie]);
    await openReady(mn.page, '/console/search');
    await mn.page.getByRole('heading', { level: 1, name: 'Хайлт' }).waitFor();
    expect(await mn.page.getByRole('navigation', { name: 'Удирдлага' }).getByRole('link', { name: 'Хайлт', exact: true }).getAttribute('href')).toBe('/console/search');
    const mnSection = mn.page.getByRole('region', { name: 'Ижил утгатай үгс' });
    await mnSection.getByRole('listitem', { name: `${WORD} → пүүз` }).getByText('Нэг талын').waitFor();
    const mnForm = mn.page.getByRole('form', { name: 'Ижил утгатай үг нэмэх' });
    await mnForm.getByRole('textbox', { name: 'Үг, хэллэгүүд' }).fill('гутал');
    await mnForm.getByRole('button', { name: 'Нэмэх', exact: true }).click();
    await mnForm.getByText('Дор хаяж хоёр үг эсвэл хэллэгийг таслалаар тусгаарлан оруулна уу').waitFor();
    expect(await mnSection.getByRole('listitem').count()).toBe(before + 1);
    await lookAt(mn.page, 'mn-375');

    // Changed to two-way through its Change link (?edit=).
    await rule.getByRole('link', { name: `Change: ${WORD} → пүүз` }).click();
    const edit = page.getByRole('form', { name: 'Change the synonym' });
    await edit.waitFor();
    expect(await edit.getByRole('textbox', { name: 'Words and phrases' }).inputValue()).toBe(`${WORD}, пүүз`);
    expect(await edit.getByRole('radio', { name: 'The first also finds the rest' }).isChecked()).toBe(true);
    await edit.getByRole('radio', { name: 'Each finds the others' }).check();
    await edit.getByRole('button', { name: 'Save' }).click();
    await edit.getByRole('status').filter({ hasText: `Saved: ${WORD} ⇄ пүүз.` }).waitFor();
    const twoWay = section.getByRole('listitem', { name: `${WORD} ⇄ пүүз` });
    await twoWay.getByText('Two-way').waitFor();

    // Removed after a confirmation: the made-up word finds nothing again.
    page.once('dialog', (dialog) => void dialog.accept());
    await twoWay.getByRole('button', { name: `Remove: ${WORD} ⇄ пүүз` }).click();
    await section.getByRole('status').filter({ hasText: `Synonym removed: ${WORD} ⇄ пүүз.` }).waitFor();
    await section.getByText(counted(before), { exact: true }).waitFor();
    await expect.poll(() => found(WORD), { timeout: 5_000, interval: 200 }).toEqual([]);
    await shop.page.getByRole('heading', { name: 'No products found' }).waitFor();
  });
});
