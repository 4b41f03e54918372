// The demo store's stand-in for the shopper's phone: the text the store just sent to this number, read from the SMS
// sandbox (which answers this machine only). Production has no sandbox and never renders this.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';
import { useRootData } from '../../lib/root-data';

const SMS_SANDBOX = '/__sandbox/sms';

type Message = { to: string; text: string; at: string };

export function DemoInbox({ phone }: { phone: string }) {
  const { t } = useTranslation();
  const demo = useRootData()?.publicConfig.demo ?? false;
  const [state, setState] = useState<{ status: 'loading' | 'ready' | 'unreachable'; message?: Message }>({ status: 'loading' });
  const read = useCallback(async () => {
    setState((s) => ({ ...s, status: 'loading' }));
    try {
      const res = await fetch(`${SMS_SANDBOX}/messages.json?to=${encodeURIComponent(phone)}`, { cache: 'no-store' });
      if (!res.ok) throw new Error(String(res.status));
      const [message] = (await res.json()) as Message[];
      setState({ status: 'ready', message });
    } catch {
      setState({ status: 'unreachable' });
    }
  }, [phone]);
  // Read again whenever a form on the page has been sent (a new code asked for keeps the same phone).
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    if (demo && !navigating) void read();
  }, [demo, navigating, read]);
  if (!demo) return null;
  return (
    <section aria-labelledby="demo-inbox-title" className="mt-6 rounded-2xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-amber-950 dark:border-amber-400/60 dark:bg-amber-400/10 dark:text-amber-200">
      <h2 id="demo-inbox-title" className="text-sm font-bold">
        {t('demo.inboxTitle')}
      </h2>
      <p className="mt-1 text-xs">{t('demo.inboxText')}</p>
      <div aria-live="polite" className="mt-3">
        {/* While a refresh is under way the last text stays, so nothing blinks or is read out twice. */}
        {state.message ? (
          <p className="rounded-xl bg-white p-3 text-sm text-ink shadow-sm dark:bg-surface">
            {/* The code is what the shopper came for: it stands out from the rest of the text. */}
            {state.message.text.split(/(\b\d{6}\b)/).map((part, i) =>
              i % 2 ? (
                <strong key={i} className="font-mono text-base tracking-wider">
                  {part}
                </strong>
              ) : (
                part
              ),
            )}
          </p>
        ) : state.status === 'ready' ? (
          <p className="text-sm">{t('demo.inboxEmpty')}</p>
        ) : state.status === 'unreachable' ? (
          <p className="text-sm">{t('demo.inboxUnreachable')}</p>
        ) : null}
      </div>
      <div className="mt-3 flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
        <button type="button" onClick={() => void read()} className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-700 dark:focus-visible:outline-amber-300">
          {t('demo.inboxRefresh')}
        </button>
        <a href={SMS_SANDBOX} target="_blank" rel="noreferrer" className="underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-700 dark:focus-visible:outline-amber-300">
          {t('demo.inboxOpen')}
        </a>
      </div>
    </section>
  );
}
