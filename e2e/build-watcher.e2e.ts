// New-build detection and manifest redirect rules, as a shopper meets them: after a deploy, the next click loads the
// page whole (new code), once per path within 10 s; a rule's redirect applies to client-side navigation too.
import { describe, expect, it } from 'vitest';
import { useStore } from './support/store';

const store = useStore();

describe('new-build detection', () => {
  it('serves the running build id and its manifest with the route rules', async () => {
    const latest = await (await fetch(`${store.baseUrl}/builds/latest.json?t=1`)).json();
    expect(latest.id).toMatch(/^[a-z0-9-]{4,64}$/);
    const meta = await (await fetch(`${store.baseUrl}/builds/meta/${latest.id}.json`)).json();
    expect(meta.routeRules['/help'].redirect.to).toBe('/faq');
    expect((await fetch(`${store.baseUrl}/builds/meta/unknown-build.json`)).status).toBe(404);
  });

  it('redirects a document request by the rules', async () => {
    const res = await fetch(`${store.baseUrl}/help?x=1`, { redirect: 'manual' });
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/faq?x=1');
  });

  it('reloads the page at the next navigation once a new build is out', async () => {
    const { page } = await store.newPage();
    // The deploy happens while the shopper is on the page: latest.json starts answering a new id.
    await page.route('**/builds/latest.json*', (route) => route.fulfill({ json: { id: 'next-build-0001', timestamp: Date.now() } }));
    await page.route('**/builds/meta/next-build-0001.json', (route) =>
      route.fulfill({ json: { id: 'next-build-0001', timestamp: Date.now(), routeRules: {}, prerendered: [] } }),
    );
    const marker = () => page.evaluate(() => (window as unknown as { marker?: number }).marker);
    const setMarker = (n: number) => page.evaluate((v) => ((window as unknown as { marker: number }).marker = v), n);
    const terms = () => page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' });
    const nextCheck = () => page.waitForRequest('**/builds/latest.json*');

    let checked = nextCheck();
    await page.goto('/');
    await checked;
    await setMarker(1);
    checked = nextCheck();
    await terms().click();
    await page.waitForURL('**/legal/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
    // A full page load drops everything the old page kept in memory.
    expect(await marker()).toBeUndefined();

    // The reloaded page sees the new build too; back home is another path, so it loads whole as well.
    await checked;
    checked = nextCheck();
    await page.getByRole('banner').getByRole('link', { name: 'Zuuch — Home' }).click();
    await page.waitForURL(store.baseUrl + '/');
    await checked;
    // The terms page again within 10 s: a client-side navigation, not a reload loop.
    await setMarker(2);
    await terms().click();
    await page.waitForURL('**/legal/terms');
    await page.getByRole('heading', { level: 1, name: 'Terms of service' }).waitFor();
    expect(await marker()).toBe(2);
  });

  it('navigates within the app with no reload while the build is current', async () => {
    const { page } = await store.newPage();
    const checked = page.waitForResponse('**/builds/latest.json*');
    await page.goto('/');
    await checked;
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 3));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await page.waitForURL('**/legal/privacy');
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(3);
  });
});
