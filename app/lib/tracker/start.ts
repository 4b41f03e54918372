// Starts the visitor tracker (./tracker.ts) once the page is interactive and the browser is idle, as a chunk of its own
// that no page waits for, and only where it may run: not for staff (/console), not on a provider's sandbox, not when the
// browser or the shopper said no (./consent.ts). Errors thrown before it loads are kept for it meanwhile.
import { isConsolePath } from '../../../core/i18n/parts';
import { ANALYTICS_EVENT, trackingAllowed, type AnalyticsChoice } from './consent';

export type EarlyError = { message: string; path: string };
/** Errors of the page before the tracker has loaded (at most 20 kept). */
const early: EarlyError[] = [];
let earlyCount = 0;
let listening = false;

const keepEarly = (message: string) => {
  earlyCount++;
  if (early.length < 20) early.push({ message, path: window.location.pathname });
};
const onEarlyError = (e: ErrorEvent) => keepEarly(e.message || 'Error');
const onEarlyRejection = (e: PromiseRejectionEvent) => keepEarly(e.reason instanceof Error ? `Unhandled rejection: ${e.reason.message}` : 'Unhandled rejection');

/** The early errors, handed over once (the tracker listens itself from then on). */
function takeEarlyErrors(): { errors: EarlyError[]; count: number } {
  window.removeEventListener('error', onEarlyError);
  window.removeEventListener('unhandledrejection', onEarlyRejection);
  const taken = { errors: early.splice(0), count: earlyCount };
  earlyCount = 0;
  return taken;
}

const trackedHere = () => !isConsolePath(window.location.pathname) && !window.location.pathname.startsWith('/__sandbox');

function whenIdle(run: () => void) {
  if ('requestIdleCallback' in window) window.requestIdleCallback(run, { timeout: 5000 });
  else setTimeout(run, 1500);
}

function load() {
  whenIdle(() => {
    // Asked again: the shopper may have said no meanwhile.
    if (!trackingAllowed() || !trackedHere()) return;
    import('./tracker')
      .then((tracker) => tracker.start(takeEarlyErrors()))
      .catch((err: unknown) => console.log('the visitor tracker did not start', err));
  });
}

/** Called once by the browser entry after hydration. Never throws into the page. */
export function startTracker() {
  try {
    // Turned on again in the footer: started at once (turned off, the tracker stops itself).
    if (!listening) {
      listening = true;
      window.addEventListener(ANALYTICS_EVENT, (e) => {
        if ((e as CustomEvent<AnalyticsChoice>).detail === 'on' && trackingAllowed() && trackedHere()) load();
      });
    }
    if (!trackingAllowed() || !trackedHere()) return;
    window.addEventListener('error', onEarlyError);
    window.addEventListener('unhandledrejection', onEarlyRejection);
    load();
  } catch (err) {
    console.log('the visitor tracker did not start', err);
  }
}
