// The footer's "Share anonymous usage statistics" switch (app/lib/tracker/consent.ts): on unless the shopper turned it
// off; off and disabled, with the reason, when the browser asks sites not to track (Global Privacy Control, Do Not
// Track). Turning it off stops the tracker at once and forgets what it kept; turning it on starts it.
import { useId, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { analyticsChoice, onAnalyticsChoice, privacySignal, setAnalyticsChoice } from '../lib/tracker/consent';

type State = 'on' | 'off' | 'blocked';

const subscribe = (changed: () => void) => onAnalyticsChoice(() => changed());
const read = (): State => (privacySignal() ? 'blocked' : analyticsChoice());
// The server cannot know the browser's choice: the page is the same for everyone (on, the default) until hydration reads it.
const onServer = (): State => 'on';

export function AnalyticsSwitch() {
  const { t } = useTranslation();
  const id = useId();
  const state = useSyncExternalStore(subscribe, read, onServer);
  return (
    <div className="flex min-w-0 max-w-xl items-start gap-3">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={state === 'on'}
        disabled={state === 'blocked'}
        aria-describedby={`${id}-note`}
        onChange={(e) => setAnalyticsChoice(e.currentTarget.checked ? 'on' : 'off')}
        className="mt-0.5 h-5 w-5 shrink-0 cursor-pointer accent-brand focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed"
      />
      <div className="min-w-0">
        <label htmlFor={id} className="cursor-pointer text-sm font-medium text-ink">
          {t('tracking.share')}
        </label>
        <p id={`${id}-note`} className="mt-0.5 text-xs text-ink-soft">
          {state === 'blocked' ? t('tracking.blocked') : t('tracking.hint')}
        </p>
      </div>
    </div>
  );
}
