// The after-order survey as shoppers and staff live it: a shopper whose order is delivered is asked on "My orders" and
// answers on the order's page (a low score without a reason is refused first, in words), is thanked and asked nothing
// more; an answer sent again from an older tab is refused; staff read the answer, its reason and the NPS on
// /console/survey with its charts. In Mongolian too; axe finds nothing serious; nothing scrolls sideways at 320 px.
import { describe, expect, it } from 'vitest';
import { ulaanbaatarDay } from '../core/dates';
import { insertOrder } from '../test/order-rows';
import { createStaff } from '../test/console';
import { describeViolations, scrollsSideways, seriousViolations } from './support/accessibility';
import { openReady, useStore } from './support/store';

const store = useStore();
const db = () => store.db.database.db;
const ubToday = () => ulaanbaatarDay(new Date());

describe('after-order survey', () => {
  it('is answered once on the order page, and staff see it with the NPS', async () => {
    const { context, page } = await store.newPage({ width: 390 });
    await store.logIn(page, '99401122');
    const order = await insertOrder(db(), { phone: '+97699401122', state: 'complete', slugs: ['laneige-water-sleeping-mask-70ml'] });

    // My orders asks for it; the order's page holds the survey.
    await openReady(page, '/user/order');
    const link = page.getByRole('main').getByRole('link', { name: new RegExp(`Order ${order.number}`) });
    await link.getByText('Rate this order').waitFor();
    // An older tab of the same order, still showing the form.
    const older = await context.newPage();
    await openReady(older, `/order/${order.number}`);
    await link.click();
    const survey = page.getByRole('region', { name: 'How was your order?' });
    await survey.waitFor();

    const satisfaction = survey.getByRole('radiogroup', { name: 'How satisfied are you with this order?' });
    expect(await satisfaction.getByRole('radio').count()).toBe(5);
    expect(await survey.getByRole('radiogroup', { name: 'How likely are you to recommend our store to a friend?' }).getByRole('radio').count()).toBe(11);
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);

    // A low score without a reason is refused, in words.
    await satisfaction.getByRole('radio', { name: '2 — Unsatisfied' }).check();
    await survey.getByRole('radiogroup', { name: 'How likely are you to recommend our store to a friend?' }).getByRole('radio', { name: '3', exact: true }).check();
    await survey.getByRole('radiogroup', { name: 'Packaging' }).getByRole('radio', { name: '1', exact: true }).check();
    await survey.getByRole('button', { name: 'Send my answer' }).click();
    await survey.getByRole('alert').filter({ hasText: 'The survey answer for the reason is required' }).waitFor();
    expect(await survey.getByRole('textbox', { name: /Why this score/ }).getAttribute('aria-invalid')).toBe('true');

    await survey.getByRole('textbox', { name: /Why this score/ }).fill('The box arrived torn');
    await survey.getByRole('button', { name: 'Send my answer' }).click();
    await page.getByRole('heading', { name: 'Thank you for your answer!' }).waitFor();
    await openReady(page, `/order/${order.number}`);
    await page.getByRole('heading', { name: 'Thank you for your answer!' }).waitFor();
    expect(await page.getByRole('radiogroup').count()).toBe(0);
    await openReady(page, '/user/order');
    expect(await page.getByText('Rate this order').count()).toBe(0);

    // The older tab sends a second answer: refused with the spec's words.
    const again = older.getByRole('region', { name: 'How was your order?' });
    await again.getByRole('radiogroup', { name: 'How satisfied are you with this order?' }).getByRole('radio', { name: '5 — Very satisfied' }).check();
    await again.getByRole('radiogroup', { name: 'How likely are you to recommend our store to a friend?' }).getByRole('radio', { name: '10', exact: true }).check();
    await again.getByRole('button', { name: 'Send my answer' }).click();
    await older.getByRole('alert').filter({ hasText: 'A review already filled cannot be filled again' }).waitFor();

    // Staff read it on /console/survey: today's answers only, the NPS and the charts.
    const staff = await createStaff(db(), { username: 'survey-reader', name: 'Oyun' });
    const { context: staffContext, page: desk } = await store.newPage({ lang: 'en' });
    await staffContext.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(desk, '/console');
    await desk.getByRole('link', { name: 'Survey' }).first().click();
    await desk.getByRole('heading', { level: 1, name: 'After-order survey' }).waitFor();
    // The demo's answers draw the charts from the start.
    await desk.locator('figure[data-chart="nps-chart"] svg.recharts-surface').waitFor();
    await desk.getByLabel('From', { exact: true }).fill(ubToday());
    await desk.getByRole('button', { name: 'Filter' }).click();
    await desk.waitForURL((url) => url.searchParams.get('from') === ubToday());
    await desk.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
    // The address changes before the filtered page is shown (React Router commits it in a transition): wait for it.
    await expect.poll(() => desk.getByTestId('nps').textContent()).toBe('−100');
    const nps = desk.getByRole('figure', { name: 'NPS over time' });
    await nps.locator('svg.recharts-surface').waitFor();
    await expect.poll(() => nps.getByRole('row').count()).toBe(2);
    const steps = desk.getByRole('figure', { name: 'Average rating by step' });
    await steps.locator('svg.recharts-surface').waitFor();
    expect(await steps.getByRole('row', { name: /Packaging/ }).textContent()).toContain('1.0');
    const answer = desk.getByRole('listitem').filter({ hasText: 'The box arrived torn' });
    await answer.getByText('2/5').waitFor();
    await answer.getByRole('link', { name: `Order ${order.number}` }).click();
    await desk.waitForURL((url) => url.pathname === `/console/orders/${order.number}`);

    // Staff deliver another order of hers: the next morning she is texted the link to its page, where the survey waits for her.
    const next = await insertOrder(db(), { phone: '+97699401122', state: 'on_delivery' });
    await openReady(desk, `/console/orders/${next.number}`);
    await desk.getByRole('region', { name: 'Move the order' }).getByRole('button', { name: 'Complete', exact: true }).click();
    await desk.getByTestId('order-state').filter({ hasText: 'Complete' }).waitFor();
    await store.sendTexts();
    const texts = (await (await fetch(`${store.baseUrl}/__sandbox/sms/messages.json?to=${encodeURIComponent('+97699401122')}`)).json()) as { text: string }[];
    expect(texts[0].text).toBe(`Zuuch: how was order ${next.number}? Tell us how we did: ${store.baseUrl}/order/${next.number}#survey`);
    await openReady(page, new URL(texts[0].text.split(' ').at(-1)!).pathname);
    await page.getByRole('region', { name: 'How was your order?' }).getByRole('radiogroup', { name: 'How satisfied are you with this order?' }).waitFor();
  });

  it('speaks Mongolian, passes axe in both themes and fits 320 px', async () => {
    const { page } = await store.newPage({ lang: 'mn', width: 320, theme: 'dark' });
    await store.logIn(page, '99401133');
    const order = await insertOrder(db(), { phone: '+97699401133', state: 'complete' });
    await openReady(page, `/order/${order.number}`);
    const survey = page.getByRole('region', { name: 'Захиалга тань ямар байсан бэ?' });
    await survey.waitFor();
    expect(await scrollsSideways(page)).toBeNull();
    expect(await seriousViolations(page), describeViolations(await seriousViolations(page))).toEqual([]);
    await survey.getByRole('radiogroup', { name: 'Энэ захиалгад хэр сэтгэл хангалуун байна вэ?' }).getByRole('radio', { name: '1 — Огт сэтгэл хангалуун бус' }).check();
    await survey.getByRole('radiogroup', { name: 'Та манай дэлгүүрийг найздаа санал болгох магадлал хэр вэ?' }).getByRole('radio', { name: '0', exact: true }).check();
    await survey.getByRole('button', { name: 'Хариултаа илгээх' }).click();
    await survey.getByRole('alert').filter({ hasText: 'Судалгааны шалтгааны хариулт заавал шаардлагатай' }).waitFor();
    expect(await scrollsSideways(page)).toBeNull();

    const staff = await createStaff(db(), { username: 'survey-mn', name: 'Tuya' });
    const { context, page: desk } = await store.newPage({ lang: 'mn', width: 320, theme: 'dark' });
    await context.addCookies([{ name: 'staff_sid', value: (await staff.cookie()).split('=')[1], url: store.baseUrl }]);
    await openReady(desk, '/console/survey');
    await desk.getByRole('heading', { level: 1, name: 'Захиалгын дараах судалгаа' }).waitFor();
    await desk.getByRole('figure', { name: 'NPS хугацаагаар' }).locator('svg.recharts-surface').waitFor();
    expect(await scrollsSideways(desk)).toBeNull();
    expect(await seriousViolations(desk), describeViolations(await seriousViolations(desk))).toEqual([]);
  });
});
