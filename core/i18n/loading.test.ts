// The browser's catalogues (catalogues.client.ts in catalogues.ts's place): none until fetched, then every instance has
// the words, whether it was made before or after; a failed fetch is tried again.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fetchPart = vi.fn();
vi.mock('./catalogues', () => ({ resources: {}, fetchPart: (...args: unknown[]) => fetchPart(...args) }));

describe('catalogues fetched in the browser', () => {
  beforeEach(() => {
    vi.resetModules();
    fetchPart.mockReset();
  });

  it('gives the fetched words to an instance made before and to one made after', async () => {
    fetchPart.mockImplementation(async (lng: string, part: string) =>
      part === 'shop' ? { nav: { home: lng === 'mn' ? 'Нүүр' : 'Home' } } : { console: { title: lng === 'mn' ? 'Удирдлага' : 'Console' } },
    );
    const { catalogueReady, i18nFor, loadCatalogue, translator } = await import('./index');
    const early = i18nFor('mn');
    expect(catalogueReady('mn', 'shop')).toBe(false);
    expect(early.t('nav.home')).toBe('nav.home');

    await Promise.all([loadCatalogue('mn', 'shop'), loadCatalogue('mn', 'shop')]);
    expect(fetchPart).toHaveBeenCalledTimes(1);
    expect(catalogueReady('mn', 'shop')).toBe(true);
    expect(early.t('nav.home')).toBe('Нүүр');
    expect(catalogueReady('mn', 'console')).toBe(false);

    await loadCatalogue('mn', 'console');
    expect(translator('mn')('console.title' as 'nav.home')).toBe('Удирдлага');
    expect(early.t('nav.home')).toBe('Нүүр');
    // Another language: only once it has come too.
    expect(catalogueReady('en', 'shop')).toBe(false);
    await loadCatalogue('en', 'shop');
    expect(i18nFor('en').t('nav.home')).toBe('Home');
    expect(i18nFor('mn').t('nav.home')).toBe('Нүүр');
  });

  it('tries a failed fetch again', async () => {
    fetchPart.mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({ nav: { home: 'Home' } });
    const { catalogueReady, i18nFor, loadCatalogue } = await import('./index');
    await expect(loadCatalogue('en', 'shop')).rejects.toThrow('offline');
    expect(catalogueReady('en', 'shop')).toBe(false);
    await loadCatalogue('en', 'shop');
    expect(i18nFor('en').t('nav.home')).toBe('Home');
  });
});
