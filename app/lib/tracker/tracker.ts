// The visitor tracker (spec §3, §7), loaded by ./start.ts when the page is idle: page views with their time, scroll and
// clicks (rage and dead ones, the back button), errors, Core Web Vitals, funnel steps and a cart that was left, kept in
// session storage until handed to the browser and sent to POST /api/log (core/visitor-record.ts) in parts: every 15 s
// when there is news, at 20 actions, when a character of @ # ! $ % ^ & * is typed, when the tab is hidden and when the
// page is left (a beacon, else fetch with keepalive). Nothing typed is read, and nothing here may throw into the page:
// every handler is guarded, and a failed send is only logged (spec §7), its part kept for the next try.
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import { arrivalDays, type Origin } from '../../../core/arrival-estimate';
import { isConsolePath } from '../../../core/i18n/parts';
import { describeUserAgent, deviceTypeOf, networkKind, trackedPath, type FunnelStep, type Vital } from '../../../core/visitor-record';
import { clickText, cleanText, controlOf, createRageDetector, isDeadClick, keptTitle } from './clicks';
import { onAnalyticsChoice } from './consent';
import { NO_SIGNALS, abandonmentReason, addSignals, funnelStepOfPage, isFlowPath } from './funnel';
import { CART_ADD_EVENT, visitorFacts, type CartAddDetail } from './page-signals';
import { actionCount, capPending, emptyPending, hasNews, mergePending, takeDelta, KEEP_MAX, SEND_MAX, type Action, type Header, type Pending, type Visit } from './record';
import { createScrollMeter } from './scroll';
import { firstVisitToday, newSession, sessionExpired, ulaanbaatarDay, type Session } from './session';
import type { EarlyError } from './start';

const LOG_URL = '/api/log';
/** Session storage: the record until sent. Local storage: only the day a session of this browser was last counted. */
const STATE_KEY = 'zuuch.tracker';
const DAY_KEY = 'zuuch.visit-day';
const BATCH_MS = 15_000;
const BATCH_ACTIONS = 20;
/** How long a click has to change something before it counts as dead. */
const DEAD_MS = 1000;
/** Typing one of these sends what is waiting (spec §7); the key itself is never kept. */
const FLUSH_KEYS = new Set(['@', '#', '!', '$', '%', '^', '&', '*']);
/** A country the store ships from: the arrival table's (core/arrival-estimate.ts). */
const isOrigin = (value: string | null | undefined): value is Origin => typeof value === 'string' && Object.hasOwn(arrivalDays, value);
const MAX_MS = 7 * 86_400_000 - 1;

type Stored = { v: 1; session: Session; pending: Pending; inflight: Pending[]; current: Visit | null };

let active = false;
let session: Session;
let pending: Pending = emptyPending();
/** Parts given to fetch and not yet answered: put back if it fails (or if the page died meanwhile, at the next start). */
let inflight: Pending[] = [];
/** The page view now open (null on a console page, while hidden or after the page was left). */
let current: Visit | null = null;
let meter = createScrollMeter();
let rage = createRageDetector();
const rageBursts = new Set<number>();
let lastMutation = 0;
let lastScroll = 0;
let lastIdx: number | null = null;
let lastVisitPath = '/';
let leaving = false;
/** The first page view of this document waits for the tab to be shown when the tracker starts in a hidden one. */
let firstViewWaiting = false;
/** The product page's `view` step, waiting for the page to show its origin. */
let viewWaiting: (() => void) | null = null;
/** Additions to the cart since the root last learnt the cart's count. */
let additions: { at: number; quantity: number }[] = [];
/** No batch is sent before this time (a send just failed). */
let quietUntil = 0;
let saveTimer: ReturnType<typeof setTimeout> | null = null;
let batchTimer: ReturnType<typeof setInterval> | null = null;
let observer: MutationObserver | null = null;
let detach: (() => void)[] = [];

// Once per document, whatever the tracker's starts and stops: the history hooks and the Web Vitals' observers cannot be
// taken back (another script may have wrapped the history after us), so they call whatever tracker is running.
let onHistory: ((kind: 'push' | 'replace') => void) | null = null;
let onVital: ((metric: Metric) => void) | null = null;
let documentHooked = false;
let loadMeasured = false;
const documentPath = trackedPath(window.location.pathname);

/** A handler that does nothing once stopped and never throws into the page. */
function guard<A extends unknown[]>(handler: (...args: A) => void): (...args: A) => void {
  return (...args: A) => {
    if (!active) return;
    try {
      handler(...args);
    } catch (err) {
      console.log('visitor tracker:', err);
    }
  };
}

function listen<E extends Event>(target: EventTarget, type: string, handler: (event: E) => void, options?: AddEventListenerOptions) {
  const wrapped = guard(handler) as EventListener;
  target.addEventListener(type, wrapped, options);
  detach.push(() => target.removeEventListener(type, wrapped, options));
}

const shopPage = () => !isConsolePath(window.location.pathname);

// ---- storage ----

function save() {
  if (!active) return;
  if (saveTimer) clearTimeout(saveTimer);
  saveTimer = null;
  try {
    window.sessionStorage.setItem(STATE_KEY, JSON.stringify({ v: 1, session, pending, inflight, current } satisfies Stored));
  } catch {
    /* storage full or disabled: the record lives in memory */
  }
}

/** For the frequent changes (scrolling): written within a second. */
function saveSoon() {
  saveTimer ??= setTimeout(guard(save), 1000);
}

function restore(): Stored | null {
  try {
    const stored = JSON.parse(window.sessionStorage.getItem(STATE_KEY) ?? 'null') as Stored | null;
    return stored?.v === 1 && typeof stored.session?.id === 'string' ? stored : null;
  } catch {
    return null;
  }
}

// ---- session ----

/** When this page began loading (the tracker starts later, when the browser is idle); `now` for a page left waiting. */
const pageStart = (now: number) => Math.min(now, Math.max(now - 60_000, Math.round(performance.timeOrigin)));

function referrerOrigin(): string {
  try {
    const origin = document.referrer ? new URL(document.referrer).origin : '';
    return origin === window.location.origin ? '' : origin;
  } catch {
    return '';
  }
}

function beginSession(now: number, referrer: string) {
  session = newSession(now, crypto.getRandomValues(new Uint8Array(16)));
  pending.newSession = true;
  pending.referrer = referrer;
  try {
    if (firstVisitToday(window.localStorage.getItem(DAY_KEY), now)) {
      pending.firstVisitToday = true;
      window.localStorage.setItem(DAY_KEY, ulaanbaatarDay(now));
    }
  } catch {
    /* storage disabled: not counted as a visitor of the day */
  }
}

/** Activity: the session lives on, or (idle 30 minutes, a new day) its news goes out and a new one begins. */
function touch() {
  const now = Date.now();
  if (sessionExpired(session, now)) {
    const open = current !== null;
    closeVisit(session.lastActivity);
    send({ force: true });
    beginSession(now, '');
    if (open) startVisit(false);
  }
  session.lastActivity = now;
}

// ---- page views ----

function pageOrigin(): Origin | null {
  const value = document.querySelector('[data-origin]')?.getAttribute('data-origin');
  return isOrigin(value) ? value : null;
}

function addFunnel(step: FunnelStep, path: string, origin: Origin | null) {
  pending.funnel.push({ step, path, origin });
  pending = capPending(pending);
}

/** The `view` step of a product page, with the product's origin once the page shows it (3 s at most). */
function awaitOrigin(path: string) {
  session.funnel.push('view');
  const started = Date.now();
  const done = () => {
    viewWaiting = null;
    addFunnel('view', path, current?.path === path ? pageOrigin() : null);
    save();
  };
  viewWaiting = done;
  const look = guard(() => {
    if (viewWaiting !== done) return;
    if (current?.path !== path || pageOrigin() || Date.now() - started > 3000) done();
    else setTimeout(look, 100);
  });
  look();
}

function startVisit(resumed: boolean, at = Date.now()) {
  current = null;
  if (!shopPage()) return;
  touch();
  const path = trackedPath(window.location.pathname);
  // A new session's first page is a page view, even where the old one's page went on.
  const continued = resumed && session.pageViews > 0;
  current = { path, title: '', entryTime: at, exitTime: null, duration: 0, scrollDepth: 0, scrollSpeed: 0, resumed: continued, actions: [], frustrationSignals: { rageClicks: 0, deadClicks: 0, backButtonClicks: 0 } };
  meter = createScrollMeter();
  if (!continued) {
    session.pageViews++;
    if (session.pageViews === 2) pending.engaged = true;
    const step = funnelStepOfPage(path, session.funnel);
    if (step === 'view') awaitOrigin(path);
    else if (step) {
      session.funnel.push(step);
      addFunnel(step, path, null);
    }
    if (isFlowPath(path)) {
      session.lastFlow = { path, signals: NO_SIGNALS };
      // After the new page has rendered (a client navigation changes the URL first).
      setTimeout(guard(sampleFlow), 800);
    }
  }
  save();
}

function sampleScroll(at = performance.now()) {
  meter.see(window.scrollY, window.innerHeight, document.documentElement.scrollHeight, at);
}

/** What a checkout page shows now, added to what it showed before (funnel.ts: the reason a cart was left). */
function sampleFlow() {
  if (!current || session.lastFlow?.path !== current.path) return;
  const inView = (selector: string) =>
    Array.from(document.querySelectorAll(selector)).some((el) => {
      const box = el.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
  session.lastFlow = {
    path: current.path,
    signals: addSignals(session.lastFlow.signals, {
      paymentChoice: inView('input[name="paymentMethod"]'),
      outOfStock: document.querySelector('[data-cart-change="unavailable"], [data-cart-change="quantity"]') !== null,
      priceChanged: document.querySelector('[data-cart-change="price"]') !== null,
      shippingCost: inView('input[name="shippingCode"]'),
    }),
  };
}

/** Ends the open page view (or its part) and queues it. Read before a client navigation renders: still that page. */
function closeVisit(at = Date.now()) {
  if (!current) return;
  sampleScroll();
  sampleFlow();
  const visit = current;
  current = null;
  visit.title = keptTitle(visit.path, document.title);
  visit.exitTime = Math.max(at, visit.entryTime);
  visit.duration = Math.min(visit.exitTime - visit.entryTime, MAX_MS);
  visit.scrollDepth = meter.depth();
  visit.scrollSpeed = meter.speed();
  lastVisitPath = visit.path;
  pending.visits.push(visit);
  pending = capPending(pending);
  save();
}

function historyIdx(): number | null {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : null;
}

/** The URL changed (React Router's push or replace, or the browser's back and forward). */
function onLocation(kind: 'push' | 'replace' | 'pop') {
  const idx = historyIdx();
  // React Router numbers its history entries: a pop to a lower one went back, from the page being left.
  if (current && kind === 'pop' && idx !== null && lastIdx !== null && idx < lastIdx) current.frustrationSignals.backButtonClicks++;
  lastIdx = idx;
  if (current && trackedPath(window.location.pathname) === current.path) {
    save(); // the same page with another query (a filter): one page view
    return;
  }
  closeVisit();
  if (document.visibilityState === 'visible' && !leaving) startVisit(false);
}

// ---- actions ----

function addAction(action: Action) {
  if (current && current.actions.length < SEND_MAX.actions) current.actions.push(action);
}

function sendIfMany() {
  if (actionCount(pending.visits) + (current?.actions.length ?? 0) >= BATCH_ACTIONS) flush();
}

function onClick(event: MouseEvent) {
  const target = event.target;
  if (!current || !(target instanceof Element)) return;
  touch();
  if (!current) return;
  const visit = current;
  const text = clickText(target);
  const interactive = controlOf(target) !== null;
  addAction({ type: 'click', text });
  session.lastAction = text || 'click';
  // A keyboard's click (detail 0) has no place on the screen: never part of a rage burst.
  let burst = -1;
  if (event.detail > 0) {
    const click = rage(event.clientX, event.clientY, event.timeStamp);
    burst = click.burst;
    if (click.kind === 'rage') {
      rageBursts.add(click.burst);
      visit.frustrationSignals.rageClicks++;
      addAction({ type: 'rage', text });
    }
  }
  const before = { at: performance.now(), href: window.location.href, focus: document.activeElement, path: visit.path };
  setTimeout(
    guard(() => {
      const dead = isDeadClick({
        interactive,
        changed: lastMutation > before.at,
        navigated: window.location.href !== before.href,
        focusMoved: document.activeElement !== before.focus,
        selectedText: !(window.getSelection()?.isCollapsed ?? true),
        rage: rageBursts.has(burst),
      });
      if (dead && current?.path === before.path) {
        current.frustrationSignals.deadClicks++;
        addAction({ type: 'dead', text });
        save();
        sendIfMany();
      }
    }),
    DEAD_MS,
  );
  if (isFlowPath(visit.path)) sampleFlow();
  save();
  sendIfMany();
}

function onScroll() {
  const now = performance.now();
  if (!current || now - lastScroll < 100) return;
  lastScroll = now;
  touch();
  sampleScroll(now);
  session.lastAction = 'scroll';
  if (current && isFlowPath(current.path)) sampleFlow();
  saveSoon();
}

function onCartAdd(event: Event) {
  const detail = (event as CustomEvent<CartAddDetail>).detail;
  touch();
  additions = [...additions.slice(-19), { at: Date.now(), quantity: Math.max(1, Math.floor(detail?.quantity ?? 1)) }];
  session.abandonSent = false; // a cart changed since: it may be left again
  if (!session.funnel.includes('cart')) {
    session.funnel.push('cart');
    const told = isOrigin(detail?.origin) ? detail.origin : null;
    const path = current?.path ?? trackedPath(window.location.pathname);
    addFunnel('cart', path, told ?? (path.startsWith('/p/') ? pageOrigin() : null));
  }
  save();
}

/** The cart's items: the count the root last learnt, with the additions made since. */
function cartItems(): number {
  const facts = visitorFacts();
  return facts.cartCount + additions.filter((a) => a.at > facts.at).reduce((n, a) => n + a.quantity, 0);
}

function addError(message: string, path = window.location.pathname) {
  if (isConsolePath(path)) return;
  pending.jsErrors++;
  if (pending.errors.length < KEEP_MAX.errors) pending.errors.push({ message: cleanText(message, 300), path: trackedPath(path) });
  saveSoon(); // a page may throw in a loop
}

// ---- sending ----

function header(): Header {
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return {
    // The server keeps only whether someone was signed in: no id is sent.
    userId: visitorFacts().signedIn ? 'signed-in' : 'guest',
    sessionId: session.id,
    deviceType: deviceTypeOf(window.innerWidth),
    ...describeUserAgent(navigator.userAgent),
    networkType: networkKind(connection?.effectiveType ?? ''),
    language: document.documentElement.lang === 'mn' ? 'mn' : 'en',
    sessionDuration: Math.min(Math.max(0, Date.now() - session.startedAt), MAX_MS),
    path: lastVisitPath,
  };
}

/**
 * Hands what is new to the browser: a beacon (it outlives the page), else fetch with keepalive. After a failed send the
 * batches wait a while (`quietUntil`); a page hidden or left sends anyway.
 */
function send({ force = false, rounds = 3 } = {}) {
  if (!force && Date.now() < quietUntil) return;
  const delta = takeDelta(pending, header());
  if (!delta) return;
  pending = delta.rest;
  const body = JSON.stringify(delta.record);
  let queued = false;
  try {
    queued = typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(LOG_URL, new Blob([body], { type: 'application/json' }));
  } catch {
    queued = false;
  }
  if (!queued) sendByFetch(body, delta.taken);
  save();
  // More than one send holds (a long-failing session): the rest at once, a few at a time.
  if (queued && rounds > 1 && hasNews(pending)) send({ force, rounds: rounds - 1 });
}

function sendByFetch(body: string, taken: Pending) {
  inflight.push(taken);
  const settle = (sent: boolean) => {
    if (!active) return;
    inflight = inflight.filter((part) => part !== taken);
    if (!sent) pending = mergePending(taken, pending);
    save();
  };
  fetch(LOG_URL, { method: 'POST', body, keepalive: true, credentials: 'same-origin', headers: { 'content-type': 'application/json' } })
    .then((res) => {
      // A record the server refuses (4xx but a rate limit) would be refused again: it is dropped, and said.
      if (res.ok) return settle(true);
      console.log(`the visitor record was not sent: ${res.status}`);
      const refused = res.status >= 400 && res.status < 500 && res.status !== 429;
      if (!refused) quietUntil = Date.now() + (res.status === 429 ? 60_000 : BATCH_MS);
      settle(refused);
    })
    .catch((err: unknown) => {
      console.log('the visitor record was not sent; kept for the next try', err);
      quietUntil = Date.now() + BATCH_MS;
      settle(false);
    });
}

/** Sends now: the open page view's actions go too (its time so far, then it goes on as a continuation). */
function flush() {
  if (current && current.actions.length > 0) {
    closeVisit();
    startVisit(true);
  }
  send();
}

function onVisibility() {
  if (document.visibilityState === 'hidden') {
    closeVisit();
    send({ force: true });
  } else if (!current && !leaving) {
    startVisit(!firstViewWaiting);
    firstViewWaiting = false;
  }
}

/** The page is left (or put in the back-forward cache): the last page view, the exit and a cart left behind. */
function onPageHide() {
  leaving = true;
  if (!shopPage()) return;
  viewWaiting?.();
  closeVisit();
  pending.exit = true;
  pending.lastActionBeforeExit = session.lastAction ? cleanText(session.lastAction) : null;
  const items = cartItems();
  if (items > 0 && !session.funnel.includes('placed') && !session.abandonSent) {
    pending.cart = { items: Math.min(items, 10_000), abandoned: true, abandonmentReason: abandonmentReason(session.lastFlow), path: lastVisitPath };
    session.abandonSent = true;
  }
  send({ force: true });
}

function onPageShow(event: PageTransitionEvent) {
  if (!event.persisted) return;
  leaving = false;
  if (!current && document.visibilityState === 'visible') startVisit(true);
}

function onTick() {
  if (document.visibilityState !== 'visible') return;
  if (hasNews(pending) || (current?.actions.length ?? 0) > 0) flush();
}

// ---- once per document ----

function hookDocument() {
  if (documentHooked) return;
  documentHooked = true;
  for (const name of ['pushState', 'replaceState'] as const) {
    const original = window.history[name];
    window.history[name] = function (this: History, ...args: Parameters<History['pushState']>) {
      const result = original.apply(this, args);
      onHistory?.(name === 'pushState' ? 'push' : 'replace');
      return result;
    };
  }
  // The Vitals of the page as loaded (web-vitals measures the document, not a client navigation): its first path.
  const report = (metric: Metric) => onVital?.(metric);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}

function recordVital(metric: Metric) {
  if (pending.vitals.length >= KEEP_MAX.vitals) return;
  const value = metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value);
  pending.vitals.push({ name: metric.name as Vital, value: Math.min(Math.max(0, value), 600_000), path: documentPath });
  save();
}

/** The page load time of the document's first page (navigation timing: load end from start), once. */
function measureLoad() {
  if (loadMeasured) return;
  const read = () => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    if (!nav || nav.loadEventEnd <= 0) return false;
    loadMeasured = true;
    pending.pageLoadTime = Math.min(Math.round(nav.loadEventEnd - nav.startTime), MAX_MS);
    save();
    return true;
  };
  if (!read()) listen(window, 'load', () => setTimeout(guard(read), 0), { once: true });
}

// ---- start and stop ----

/** Starts recording (./start.ts has checked consent and the page). */
export function start(early: { errors: EarlyError[]; count: number }) {
  if (active) return;
  active = true;
  try {
    const now = Date.now();
    const stored = restore();
    pending = emptyPending();
    inflight = [];
    if (stored) {
      session = stored.session;
      pending = stored.pending;
      // What the last page gave fetch and never heard back about is sent again (at least once, rather than lost).
      for (const part of stored.inflight ?? []) pending = mergePending(part, pending);
      // The last page's view, if it was not closed as it was left (the browser died), ends at its last activity.
      const stale = stored.current;
      if (stale) {
        stale.exitTime = Math.max(session.lastActivity, stale.entryTime);
        stale.duration = Math.min(stale.exitTime - stale.entryTime, MAX_MS);
        pending.visits.push(stale);
      }
      // An old session's news goes out under its own id before this page starts a new one.
      if (sessionExpired(session, now)) {
        send({ force: true });
        beginSession(pageStart(now), referrerOrigin());
      }
    } else beginSession(pageStart(now), referrerOrigin());
    rage = createRageDetector();
    for (const error of early.errors) {
      if (!isConsolePath(error.path) && pending.errors.length < KEEP_MAX.errors) pending.errors.push({ message: cleanText(error.message, 300), path: trackedPath(error.path) });
    }
    pending.jsErrors += early.count;

    hookDocument();
    onHistory = guard(onLocation);
    onVital = guard(recordVital);
    lastIdx = historyIdx();
    leaving = false;
    listen(window, 'popstate', () => onLocation('pop'));
    listen(document, 'click', onClick, { capture: true, passive: true });
    listen(window, 'scroll', onScroll, { passive: true });
    listen<KeyboardEvent>(document, 'keydown', (e) => FLUSH_KEYS.has(e.key) && flush(), { capture: true, passive: true });
    // On the window, after web-vitals' own listener: a Vital reported as the tab hides goes in the same send.
    listen(window, 'visibilitychange', onVisibility);
    listen(window, 'pagehide', onPageHide);
    listen(window, 'pageshow', onPageShow);
    listen<ErrorEvent>(window, 'error', (e) => e instanceof ErrorEvent && addError(e.message || 'Error'));
    listen<PromiseRejectionEvent>(window, 'unhandledrejection', (e) =>
      addError(e.reason instanceof Error ? `Unhandled rejection: ${e.reason.message}` : typeof e.reason === 'string' ? `Unhandled rejection: ${e.reason}` : 'Unhandled rejection'),
    );
    listen(window, CART_ADD_EVENT, onCartAdd);
    detach.push(onAnalyticsChoice((choice) => choice === 'off' && stop(true)));
    observer = new MutationObserver(() => {
      lastMutation = performance.now();
    });
    observer.observe(document.body, { childList: true, subtree: true, attributes: true, characterData: true });
    batchTimer = setInterval(guard(onTick), BATCH_MS);

    if (document.visibilityState === 'visible') startVisit(false, pageStart(now));
    else firstViewWaiting = true;
    measureLoad();
    document.documentElement.dataset.tracking = 'on';
    save();
  } catch (err) {
    console.log('the visitor tracker stopped', err);
    stop(false);
  }
}

/** Stops recording at once; `clear` also forgets what was kept (the shopper turned statistics off). */
export function stop(clear: boolean) {
  active = false;
  onHistory = null;
  onVital = null;
  for (const undo of detach.splice(0)) undo();
  observer?.disconnect();
  observer = null;
  if (batchTimer) clearInterval(batchTimer);
  if (saveTimer) clearTimeout(saveTimer);
  batchTimer = saveTimer = null;
  current = null;
  viewWaiting = null;
  delete document.documentElement.dataset.tracking;
  if (clear) {
    pending = emptyPending();
    inflight = [];
    try {
      window.sessionStorage.removeItem(STATE_KEY);
      window.localStorage.removeItem(DAY_KEY);
    } catch {
      /* storage disabled: nothing kept */
    }
  }
}
