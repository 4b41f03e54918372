// The home page built in the console: staff add a call-to-action block (its texts in both languages), move it to the
// top with its "Move up" button from the keyboard, and the home page shows it first; removed, it is gone. A link that
// is not safe is refused by its field.
import { describe, expect, it } from 'vitest';
import { createStaff } from '../test/console';
import { openReady, useStore } from './support/store';

const store = useStore();

describe('page builder', () => {
  it('adds a call to action to the home page, moves it to the top, and removes it', async () => {
    const staff = await createStaff(store.db.database.db, { username: 'tselmeg', name: 'Tselmeg', role: 'content' });
    const { context, page } = await store.newPage({ lang: 'en' });
    await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(page, '/console');
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Home page' }).waitFor();
    const list = page.getByRole('list', { name: 'Blocks in the order shoppers see them' });
    const before = await list.getByRole('listitem').count();
    expect(before).toBeGreaterThan(0);

    await page.getByRole('combobox', { name: 'Add a block' }).selectOption({ label: 'Call to action' });
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const form = page.getByRole('form', { name: 'New block: Call to action' });
    await form.getByRole('group', { name: 'Title' }).getByLabel('Mongolian').fill('Өвлийн хямдрал эхэллээ');
    await form.getByRole('group', { name: 'Title' }).getByLabel('English').fill('The winter sale has begun');
    await form.getByRole('group', { name: 'Button text' }).getByLabel('Mongolian').fill('Хямдрал үзэх');
    await form.getByRole('group', { name: 'Button text' }).getByLabel('English').fill('See the sale');
    // An unsafe link is refused by its field, and what was typed stays.
    await form.getByLabel(/^Link/).fill('javascript:alert(1)');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.getByText('Enter a path of this shop starting with / or a full address starting with https://').waitFor();
    expect(await form.getByRole('group', { name: 'Title' }).getByLabel('English').inputValue()).toBe('The winter sale has begun');
    await form.getByLabel(/^Link/).fill('/search?sale=true');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').filter({ hasText: 'Block added at the bottom.' }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(before + 1);
    const mine = list.getByRole('listitem').filter({ hasText: 'The winter sale has begun' });
    expect(await list.getByRole('listitem').last().textContent()).toContain('The winter sale has begun');

    // To the top by keyboard: the focus stays on the block's "Move up" button after each move.
    await mine.getByRole('button', { name: 'Move up' }).focus();
    for (let moves = before; moves > 0; moves--) {
      await page.keyboard.press('Enter');
      await page.getByRole('status').filter({ hasText: 'Block moved.' }).waitFor();
      await list.getByRole('listitem').nth(moves - 1).filter({ hasText: 'The winter sale has begun' }).waitFor();
    }
    expect(await list.getByRole('listitem').first().textContent()).toContain('The winter sale has begun');
    expect(await mine.getByRole('button', { name: 'Move up' }).isDisabled()).toBe(true);

    // The shop's home page shows it first, in both languages.
    const shop = await store.newPage({ lang: 'en' });
    await openReady(shop.page, '/');
    const headings = await shop.page.locator('main').getByRole('heading').allTextContents();
    expect(headings[0]).toBe('The winter sale has begun');
    expect(await shop.page.getByRole('link', { name: 'See the sale' }).getAttribute('href')).toBe('/search?sale=true');
    const mn = await store.newPage({ lang: 'mn' });
    await openReady(mn.page, '/');
    expect((await mn.page.locator('main').getByRole('heading').allTextContents())[0]).toBe('Өвлийн хямдрал эхэллээ');

    // Removed (after the confirmation), it is gone from the list and the shop.
    page.once('dialog', (dialog) => void dialog.accept());
    await mine.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('status').filter({ hasText: 'Block removed.' }).waitFor();
    expect(await list.getByRole('listitem').count()).toBe(before);
    await openReady(shop.page, '/');
    expect(await shop.page.getByText('The winter sale has begun').count()).toBe(0);
  });
});
