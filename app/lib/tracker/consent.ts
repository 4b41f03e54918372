// Whether the tracker may run: never when the browser asks sites not to track (Global Privacy Control, Do Not Track),
// nor when the shopper turned "anonymous usage statistics" off in the footer (localStorage `zuuch.analytics`, on unless
// 'off'). A change is announced on the window, so the running tracker stops at once, and in other tabs by the storage event.

export const ANALYTICS_KEY = 'zuuch.analytics';
export const ANALYTICS_EVENT = 'zuuch:analytics';
export type AnalyticsChoice = 'on' | 'off';

/** The browser's own "do not track me": GPC, or DNT as browsers have spelled it. */
export function privacySignal(): boolean {
  const nav = navigator as Navigator & { globalPrivacyControl?: boolean; msDoNotTrack?: string };
  const win = window as Window & { doNotTrack?: string };
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || nav.msDoNotTrack === '1' || win.doNotTrack === '1';
}

export function analyticsChoice(): AnalyticsChoice {
  try {
    return window.localStorage.getItem(ANALYTICS_KEY) === 'off' ? 'off' : 'on';
  } catch {
    return 'on';
  }
}

export function setAnalyticsChoice(choice: AnalyticsChoice) {
  try {
    window.localStorage.setItem(ANALYTICS_KEY, choice);
  } catch {
    /* storage disabled: the choice holds for this page (the event below) */
  }
  window.dispatchEvent(new CustomEvent<AnalyticsChoice>(ANALYTICS_EVENT, { detail: choice }));
}

export function trackingAllowed(): boolean {
  return !privacySignal() && analyticsChoice() === 'on';
}

/** Calls `changed` when the choice changes, in this tab or another; returns the unsubscribe. */
export function onAnalyticsChoice(changed: (choice: AnalyticsChoice) => void): () => void {
  const own = (event: Event) => changed((event as CustomEvent<AnalyticsChoice>).detail);
  const other = (event: StorageEvent) => {
    if (event.key === ANALYTICS_KEY || event.key === null) changed(analyticsChoice());
  };
  window.addEventListener(ANALYTICS_EVENT, own);
  window.addEventListener('storage', other);
  return () => {
    window.removeEventListener(ANALYTICS_EVENT, own);
    window.removeEventListener('storage', other);
  };
}
