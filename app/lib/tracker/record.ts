// The part of the visitor record (core/visitor-record.ts) that waits in session storage until it is handed to the
// browser for sending, and the delta one send carries: what is new since the last send, cut to the schema's maxima
// and to the body limit, the rest waiting for the next send.
import type { Origin } from '../../../core/arrival-estimate';
import { VISITOR_RECORD_MAX_BYTES, type AbandonReason, type FunnelStep, type VisitorRecordInput, type Vital } from '../../../core/visitor-record';

export type Action = { type: 'click' | 'rage' | 'dead'; text: string };
export type Visit = {
  path: string;
  title: string;
  entryTime: number;
  exitTime: number | null;
  duration: number;
  scrollDepth: number;
  scrollSpeed: number;
  resumed: boolean;
  actions: Action[];
  frustrationSignals: { rageClicks: number; deadClicks: number; backButtonClicks: number };
};

/** What happened and has not been sent yet. */
export type Pending = {
  visits: Visit[];
  funnel: { step: FunnelStep; path: string; origin: Origin | null }[];
  errors: { message: string; path: string }[];
  vitals: { name: Vital; value: number; path: string }[];
  jsErrors: number;
  pageLoadTime: number | null;
  cart: { items: number; abandoned: boolean; abandonmentReason: AbandonReason | null; path: string } | null;
  // The session's facts, told once: they ride with the first send that carries a page view, whose path the server
  // counts them under (the session's landing page, its page load time).
  newSession: boolean;
  firstVisitToday: boolean;
  engaged: boolean;
  referrer: string;
  /** The page is being left: the session's last action goes with it. */
  exit: boolean;
  lastActionBeforeExit: string | null;
};

/** The fields every send repeats: who (signed in or not), the session, the device. */
export type Header = Pick<VisitorRecordInput, 'userId' | 'sessionId' | 'deviceType' | 'browser' | 'os' | 'networkType' | 'language' | 'sessionDuration' | 'path'>;

/** The schema's maxima for one send (core/visitor-record.ts). */
export const SEND_MAX = { visits: 30, actions: 50, funnel: 20, errors: 20, vitals: 20 } as const;
/** What storage keeps at most while sends fail: twice a send; the oldest go first. */
export const KEEP_MAX = { visits: 60, funnel: 20, errors: 40, vitals: 40 } as const;

export function emptyPending(): Pending {
  return {
    visits: [],
    funnel: [],
    errors: [],
    vitals: [],
    jsErrors: 0,
    pageLoadTime: null,
    cart: null,
    newSession: false,
    firstVisitToday: false,
    engaged: false,
    referrer: '',
    exit: false,
    lastActionBeforeExit: null,
  };
}

/** Whether there is anything to send (the session's facts alone wait for a page view). */
export function hasNews(p: Pending): boolean {
  return p.visits.length > 0 || p.funnel.length > 0 || p.errors.length > 0 || p.vitals.length > 0 || p.jsErrors > 0 || p.pageLoadTime !== null || p.cart !== null || p.exit;
}

export const actionCount = (visits: Visit[]) => visits.reduce((n, v) => n + v.actions.length, 0);

/** Storage's bounds: the newest kept. */
export function capPending(p: Pending): Pending {
  return {
    ...p,
    visits: p.visits.slice(-KEEP_MAX.visits).map((v) => (v.actions.length > SEND_MAX.actions ? { ...v, actions: v.actions.slice(0, SEND_MAX.actions) } : v)),
    funnel: p.funnel.slice(-KEEP_MAX.funnel),
    errors: p.errors.slice(-KEEP_MAX.errors),
    vitals: p.vitals.slice(-KEEP_MAX.vitals),
  };
}

/** A send that was not handed over (`older`) put back before what came since (`newer`). */
export function mergePending(older: Pending, newer: Pending): Pending {
  return capPending({
    visits: [...older.visits, ...newer.visits],
    funnel: [...older.funnel, ...newer.funnel],
    errors: [...older.errors, ...newer.errors],
    vitals: [...older.vitals, ...newer.vitals],
    jsErrors: older.jsErrors + newer.jsErrors,
    pageLoadTime: older.pageLoadTime ?? newer.pageLoadTime,
    cart: newer.cart ?? older.cart,
    newSession: older.newSession || newer.newSession,
    firstVisitToday: older.firstVisitToday || newer.firstVisitToday,
    engaged: older.engaged || newer.engaged,
    referrer: older.referrer || newer.referrer,
    exit: older.exit || newer.exit,
    lastActionBeforeExit: newer.lastActionBeforeExit ?? older.lastActionBeforeExit,
  });
}

const byteLength = (text: string) => new TextEncoder().encode(text).length;
/** The schema's bound on a page's counts (a page clicked on for hours). */
const capCounts = (c: Visit['frustrationSignals']) => ({ rageClicks: Math.min(c.rageClicks, 1000), deadClicks: Math.min(c.deadClicks, 1000), backButtonClicks: Math.min(c.backButtonClicks, 1000) });

/**
 * The next send: the header and the oldest pending items up to the schema's maxima, fewer page views while the body
 * would pass `maxBytes`; `taken` is what it carries (put back if it fails), `rest` what waits. Null: nothing to send.
 */
export function takeDelta(p: Pending, header: Header, maxBytes = VISITOR_RECORD_MAX_BYTES - 4096): { record: VisitorRecordInput; taken: Pending; rest: Pending } | null {
  if (!hasNews(p)) return null;
  let n = {
    visits: Math.min(p.visits.length, SEND_MAX.visits),
    funnel: Math.min(p.funnel.length, SEND_MAX.funnel),
    errors: Math.min(p.errors.length, SEND_MAX.errors),
    vitals: Math.min(p.vitals.length, SEND_MAX.vitals),
  };
  for (;;) {
    const withVisit = n.visits > 0;
    const taken: Pending = {
      visits: p.visits.slice(0, n.visits).map((v) => ({ ...v, actions: v.actions.slice(0, SEND_MAX.actions), frustrationSignals: capCounts(v.frustrationSignals) })),
      funnel: p.funnel.slice(0, n.funnel),
      errors: p.errors.slice(0, n.errors),
      vitals: p.vitals.slice(0, n.vitals),
      jsErrors: Math.min(p.jsErrors, 10_000),
      pageLoadTime: withVisit ? p.pageLoadTime : null,
      cart: p.cart,
      newSession: withVisit && p.newSession,
      firstVisitToday: withVisit && p.firstVisitToday,
      engaged: withVisit && p.engaged,
      referrer: withVisit ? p.referrer : '',
      exit: p.exit,
      lastActionBeforeExit: p.exit ? p.lastActionBeforeExit : null,
    };
    const record: VisitorRecordInput = {
      ...header,
      referrer: taken.referrer,
      newSession: taken.newSession,
      firstVisitToday: taken.firstVisitToday,
      engaged: taken.engaged,
      visits: taken.visits,
      funnel: taken.funnel,
      cart: taken.cart,
      errors: taken.errors,
      performance: { pageLoadTime: taken.pageLoadTime, jsErrors: taken.jsErrors, vitals: taken.vitals },
      lastActionBeforeExit: taken.lastActionBeforeExit,
      exit: taken.exit,
    };
    const fits = byteLength(JSON.stringify(record)) <= maxBytes;
    if (fits || (n.visits <= 1 && n.errors <= 1 && n.vitals <= 1 && n.funnel <= 1)) {
      const rest: Pending = {
        ...p,
        visits: p.visits.slice(n.visits),
        funnel: p.funnel.slice(n.funnel),
        errors: p.errors.slice(n.errors),
        vitals: p.vitals.slice(n.vitals),
        jsErrors: 0,
        pageLoadTime: withVisit ? null : p.pageLoadTime,
        cart: null,
        newSession: p.newSession && !taken.newSession,
        firstVisitToday: p.firstVisitToday && !taken.firstVisitToday,
        engaged: p.engaged && !taken.engaged,
        referrer: withVisit ? '' : p.referrer,
        exit: false,
        lastActionBeforeExit: null,
      };
      return { record, taken, rest };
    }
    // Too big: half of each list, measured again (a single page view always fits: its fields are bounded).
    n = { visits: Math.ceil(n.visits / 2), funnel: Math.ceil(n.funnel / 2), errors: Math.ceil(n.errors / 2), vitals: Math.ceil(n.vitals / 2) };
  }
}
