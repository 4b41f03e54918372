import { describe, expect, it } from 'vitest';
import { blogPostingJsonLd, buildMediaSeo, readingMinutes, scriptJson, type ArticleForSeo } from './media-seo';
import { docFromPlainText } from './rich-text';

const cover = {
  id: '7d3c9a52-1111-4a6e-9c9e-0a0b0c0d0e0f',
  width: 2400,
  height: 1600,
  variants: [320, 640, 960, 1280, 1920].map((width) => ({ width, height: (width * 2) / 3, key: `images/${width}-abc.webp` })),
};

const article = (over: Partial<ArticleForSeo> = {}): ArticleForSeo => ({
  key: 'korea-delivery',
  title: 'How delivery from Korea works',
  summary: 'From the seller to your door in 5–10 days.',
  doc: docFromPlainText('First words of the text.\n\nMore words.'),
  authorName: null,
  publishedAt: '2026-03-01T02:00:00.000Z',
  updatedAt: '2026-03-05T10:30:00.000Z',
  cover,
  seo: {},
  ...over,
});

describe('media SEO record', () => {
  it('takes its defaults from the article: headline, summary, the 1280 cover, the article’s own address', () => {
    const r = buildMediaSeo(article(), 'https://zuuch.mn', 'en');
    expect(r).toMatchObject({
      type: 'BlogPosting',
      headline: 'How delivery from Korea works',
      description: 'From the seller to your door in 5–10 days.',
      image: 'https://zuuch.mn/images/1280-abc.webp',
      canonicalUrl: 'https://zuuch.mn/media/korea-delivery',
      ogUrl: 'https://zuuch.mn/media/korea-delivery',
      ogImage: 'https://zuuch.mn/images/1280-abc.webp',
      twitterImage: 'https://zuuch.mn/images/1280-abc.webp',
      twitterCard: 'summary_large_image',
      datePublished: '2026-03-01T02:00:00.000Z',
      updatedAt: '2026-03-05T10:30:00.000Z',
      robots: 'index, follow, max-image-preview:large',
      viewport: 'width=device-width, initial-scale=1',
      language: 'en',
    });
    expect(r.ogTitle).toBe(r.headline);
    expect(r.twitterDescription).toBe(r.description);
  });

  it('names the store as author and publisher in the page’s language, with its logo, unless an author is named', () => {
    const mn = buildMediaSeo(article(), 'https://zuuch.mn', 'mn');
    expect(mn).toMatchObject({ authorType: 'Organization', authorName: 'Зууч', publisherType: 'Organization', publisherName: 'Зууч' });
    expect(mn.publisherLogoUrl).toBe('https://zuuch.mn/favicon.svg');
    expect(buildMediaSeo(article(), 'https://zuuch.mn', 'en').publisherName).toBe('Zuuch');
    const signed = buildMediaSeo(article({ authorName: 'Б. Сарнай' }), 'https://zuuch.mn', 'mn');
    expect(signed).toMatchObject({ authorType: 'Person', authorName: 'Б. Сарнай', publisherName: 'Зууч' });
  });

  it('prefers what staff set for search: title, description, canonical address and noindex', () => {
    const r = buildMediaSeo(
      article({
        seo: {
          title: { mn: 'Солонгосоос хүргэлт', en: 'Korea delivery, step by step' },
          description: { mn: '', en: 'Every step of a parcel from Seoul.' },
          canonicalUrl: 'https://blog.example.mn/korea',
          noindex: true,
        },
      }),
      'https://zuuch.mn',
      'en',
    );
    expect(r.headline).toBe('Korea delivery, step by step');
    expect(r.description).toBe('Every step of a parcel from Seoul.');
    expect(r.canonicalUrl).toBe('https://blog.example.mn/korea');
    expect(r.ogUrl).toBe('https://blog.example.mn/korea');
    expect(r.robots).toBe('noindex, nofollow');
    // An empty field in one language falls back to the article.
    expect(buildMediaSeo(article({ seo: { description: { mn: '', en: 'x' } } }), 'https://zuuch.mn', 'mn').description).toBe('From the seller to your door in 5–10 days.');
  });

  it('describes an article without a summary by the first words of its text, and shares a small card without a cover', () => {
    const r = buildMediaSeo(article({ summary: '', cover: null }), 'http://localhost:3000', 'en');
    expect(r.description).toBe('First words of the text. More words.');
    expect(r).toMatchObject({ image: null, ogImage: null, twitterImage: null, twitterCard: 'summary' });
  });

  it('makes schema.org BlogPosting from the same record', () => {
    const r = buildMediaSeo(article({ authorName: 'Sarnai' }), 'https://zuuch.mn', 'en');
    expect(blogPostingJsonLd(r)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: r.headline,
      description: r.description,
      image: ['https://zuuch.mn/images/1280-abc.webp'],
      author: { '@type': 'Person', name: 'Sarnai' },
      publisher: { '@type': 'Organization', name: 'Zuuch', logo: { '@type': 'ImageObject', url: 'https://zuuch.mn/favicon.svg' } },
      datePublished: r.datePublished,
      dateModified: r.updatedAt,
      mainEntityOfPage: { '@type': 'WebPage', '@id': 'https://zuuch.mn/media/korea-delivery' },
      url: 'https://zuuch.mn/media/korea-delivery',
      inLanguage: 'en',
    });
    expect(blogPostingJsonLd(buildMediaSeo(article({ cover: null }), 'https://zuuch.mn', 'en'))).not.toHaveProperty('image');
  });

  it('writes JSON for a script element that no title can close', () => {
    const text = scriptJson({ headline: '</script><script>alert(1)</script> <!-- \u2028' });
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual({ headline: '</script><script>alert(1)</script> <!-- \u2028' });
  });

  it('counts reading time at 200 words a minute, at least one', () => {
    expect(readingMinutes(docFromPlainText('a few words'))).toBe(1);
    expect(readingMinutes(docFromPlainText(Array.from({ length: 1000 }, () => 'үг').join(' ')))).toBe(5);
  });
});
