// The visitor tracking record (spec §3) as the browser's tracker sends it to POST /api/log, and the rules both sides
// apply to it: what a page's path is kept as, what kind of page it is, which browser and system a user agent names, and
// the buckets a Core Web Vital is counted in. The tracker sends the record in parts (what happened since its last send);
// the server keeps no shopper: no user id (only whether one was signed in), no address, no typed text, a path without
// its query or the numbers and keys that name an order or a gift card.
import { z } from 'zod';

/** Where a shopper is in a purchase: product page seen, added to the cart, checkout opened, order placed, paid. */
export const FUNNEL_STEPS = ['view', 'cart', 'checkout', 'placed', 'paid'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** Why a cart was left, when the tracker can tell (the last thing the shopper saw in the flow). */
export const ABANDON_REASONS = ['payment_choice', 'price_changed', 'out_of_stock', 'shipping_cost', 'unknown'] as const;
export type AbandonReason = (typeof ABANDON_REASONS)[number];

export const VITALS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type Vital = (typeof VITALS)[number];

export const PAGE_TYPES = ['home', 'product', 'category', 'brand', 'search', 'cart', 'checkout', 'order', 'account', 'content', 'other'] as const;
export type PageType = (typeof PAGE_TYPES)[number];

export const DEVICE_TYPES = ['mobile', 'desktop'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** Spec §3: a window narrower than 768 px is a phone. */
export const deviceTypeOf = (width: number): DeviceType => (width < 768 ? 'mobile' : 'desktop');

const text = (max: number) => z.string().max(max * 4).transform((s) => s.replace(/\s+/g, ' ').trim().slice(0, max));
/** A length of time (ms, at most a week) and a moment (ms since 1970, the browser's clock). */
const ms = z.number().finite().min(0).max(7 * 86_400_000);
const epochMs = z.number().finite().min(0).max(1e13);

const action = z.object({
  /** A click; `rage` when three or more landed close together within a second, `dead` when it changed nothing. */
  type: z.enum(['click', 'rage', 'dead']),
  /** The clicked element's visible text (or its label), never a field's value. */
  text: text(80),
});

const visit = z.object({
  path: z.string().max(2048),
  title: text(200).default(''),
  entryTime: epochMs,
  exitTime: epochMs.nullable().default(null),
  duration: ms.default(0),
  /** How far down the page was read, 0–100 %, and how fast it was scrolled (px/s). */
  scrollDepth: z.number().finite().min(0).max(100).default(0),
  scrollSpeed: z.number().finite().min(0).max(1e6).default(0),
  /** This page was seen already before the tab was hidden: its time counts, not as a new page view. */
  resumed: z.boolean().default(false),
  actions: z.array(action).max(50).default([]),
  frustrationSignals: z
    .object({
      rageClicks: z.number().int().min(0).max(1000).default(0),
      deadClicks: z.number().int().min(0).max(1000).default(0),
      backButtonClicks: z.number().int().min(0).max(1000).default(0),
    })
    .default({ rageClicks: 0, deadClicks: 0, backButtonClicks: 0 }),
});

export const visitorRecord = z.object({
  /** The stored user id, or "guest": kept only as signed in or not. */
  userId: z.string().max(64).default('guest'),
  /** Random, made by the tracker, rotated after 30 idle minutes and at midnight. */
  sessionId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  deviceType: z.enum(DEVICE_TYPES),
  browser: z.string().max(64).default(''),
  os: z.string().max(64).default(''),
  networkType: z.string().max(16).default(''),
  referrer: z.string().max(2048).default(''),
  language: z.enum(['mn', 'en']).default('mn'),
  sessionDuration: ms.default(0),
  /** The page this send was made on (an exit sent after the tab was hidden carries no page view of its own). */
  path: z.string().max(2048).default(''),
  /** The first send of this session; `firstVisitToday` when no session of this browser was counted today. */
  newSession: z.boolean().default(false),
  firstVisitToday: z.boolean().default(false),
  /** The session's second page view (it did not bounce). */
  engaged: z.boolean().default(false),
  visits: z.array(visit).max(30).default([]),
  funnel: z
    .array(z.object({ step: z.enum(FUNNEL_STEPS), path: z.string().max(2048), origin: z.enum(['US', 'KR', 'CN', 'JP', 'MN']).nullable().default(null) }))
    .max(20)
    .default([]),
  cart: z
    .object({
      items: z.number().int().min(0).max(10_000),
      abandoned: z.boolean(),
      abandonmentReason: z.enum(ABANDON_REASONS).nullable().default(null),
      /** The page the cart was left on. */
      path: z.string().max(2048).default(''),
    })
    .nullable()
    .default(null),
  errors: z.array(z.object({ message: text(300), path: z.string().max(2048) })).max(20).default([]),
  performance: z
    .object({
      pageLoadTime: ms.nullable().default(null),
      jsErrors: z.number().int().min(0).max(10_000).default(0),
      vitals: z.array(z.object({ name: z.enum(VITALS), value: z.number().finite().min(0).max(600_000), path: z.string().max(2048) })).max(20).default([]),
    })
    .default({ pageLoadTime: null, jsErrors: 0, vitals: [] }),
  /** Sent as the page is left: the session's last action (a click's text, or "scroll", "search"). */
  lastActionBeforeExit: text(80).nullable().default(null),
  exit: z.boolean().default(false),
});
export type VisitorRecord = z.infer<typeof visitorRecord>;
export type VisitorRecordInput = z.input<typeof visitorRecord>;

/** The largest record body the server reads. */
export const VISITOR_RECORD_MAX_BYTES = 64 * 1024;

const PLAIN_PATH = /^\/(?!\/)[\w\-/]*$/;

/**
 * A path as kept: no query or fragment, at most 200 characters, and the parts that name one shopper's thing replaced
 * (an order's number, a gift card's secret address, a leasing application, a job application's form) so that pages
 * group and nothing leads back to a person.
 */
export function trackedPath(raw: string): string {
  let path = raw;
  // Most paths are plain already, and a URL parsed per event was a few per cent of the server's time under the beacons'
  // load: one of ASCII letters, digits, '-', '_' and '/' (not '//': a host) is the pathname URL would give.
  if (!PLAIN_PATH.test(raw)) {
    try {
      path = new URL(raw, 'http://x').pathname;
    } catch {
      path = '/';
    }
  }
  path = path
    .replace(/^\/order\/(?!review(?:\/|$))[^/]+/, '/order/:id')
    .replace(/^\/giftcard\/[^/]+/, '/giftcard/:url')
    .replace(/^\/leasingRequest\/[^/]+/, '/leasingRequest/:id')
    .replace(/^\/user\/.+/, '/user/:part');
  return path.length > 200 ? path.slice(0, 200) : path || '/';
}

/** The kind of page a kept path is, for the per-page-type charts (Core Web Vitals, page views). */
export function pageTypeOf(path: string): PageType {
  if (path === '/' || path === '') return 'home';
  if (path.startsWith('/p/')) return 'product';
  if (path === '/category' || path.startsWith('/category/')) return 'category';
  if (path.startsWith('/b/')) return 'brand';
  if (path === '/search') return 'search';
  if (path === '/order' || path === '/wishlist') return 'cart';
  if (path === '/order/review') return 'checkout';
  if (path.startsWith('/order/')) return 'order';
  if (path === '/user' || path.startsWith('/user/')) return 'account';
  if (/^\/(faq|media|legal|about-us|help|join-us|orderGuidance)(\/|$)/.test(path)) return 'content';
  return 'other';
}

/** The referrer's host (no path: a search engine's query could be personal); '' for none or the store itself. */
export function referrerHost(referrer: string, ownHost: string | null): string {
  if (!referrer) return '';
  try {
    const host = new URL(referrer).hostname.toLowerCase().replace(/^www\./, '');
    return host === ownHost?.toLowerCase().replace(/^www\./, '') ? '' : host.slice(0, 100);
  } catch {
    return '';
  }
}

/** The browser and operating system a user agent names, as a few known families ("Other" for the rest). */
export function describeUserAgent(ua: string): { browser: string; os: string } {
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser\//.test(ua)
        ? 'Samsung Internet'
        : /FBAN|FBAV|FB_IAB/.test(ua)
          ? 'Facebook'
          : /Firefox\/|FxiOS/.test(ua)
            ? 'Firefox'
            : /Chrome\/|CriOS/.test(ua)
              ? 'Chrome'
              : /Safari\//.test(ua)
                ? 'Safari'
                : 'Other';
  const os = /Windows/.test(ua)
    ? 'Windows'
    : /Android/.test(ua)
      ? 'Android'
      : /iPhone|iPad|iPod/.test(ua)
        ? 'iOS'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : 'Other';
  return { browser, os };
}

/** The network kinds a browser reports (Network Information API's effectiveType), else "unknown". */
export function networkKind(value: string): string {
  return ['slow-2g', '2g', '3g', '4g', 'wifi', 'ethernet', 'cellular'].includes(value) ? value : 'unknown';
}

/**
 * A Core Web Vital's value counted in a bucket (its lower bound), so a percentile can be read from hourly counts:
 * CLS in steps of 0.01 up to 1; the times in steps that grow with the value (50 ms up to 1 s, 100 ms up to 5 s,
 * 500 ms beyond), never more than a tenth off.
 */
export function vitalBucket(name: Vital, value: number): number {
  if (name === 'CLS') return Math.min(Math.floor(value * 100) / 100, 1);
  const step = value < 1000 ? 50 : value < 5000 ? 100 : 500;
  return Math.min(Math.floor(value / step) * step, 60_000);
}

/** The value at percentile `p` (0–1) of bucketed counts: the bucket in which that share of all counts is reached. */
export function percentileOfBuckets(buckets: { bucket: number; n: number }[], p: number): number | null {
  const sorted = [...buckets].sort((a, b) => a.bucket - b.bucket);
  const total = sorted.reduce((sum, b) => sum + b.n, 0);
  if (total === 0) return null;
  let seen = 0;
  for (const b of sorted) {
    seen += b.n;
    if (seen >= p * total) return b.bucket;
  }
  return sorted[sorted.length - 1].bucket;
}
