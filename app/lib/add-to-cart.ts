// Adding to the cart from a page, without a reload: the cart API, a toast that says so (or why not), and the root data
// revalidated so the header's count follows. Product page, product cards and bundles all add this way. The visitor
// tracker hears of each addition by a window event (app/lib/tracker/page-signals.ts), not by being imported here.
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { toast } from 'react-toastify';
import { announceCartAdd } from './tracker/page-signals';
import { useVisitorKnown } from './visitor';

/** `origin`: the product's country, when the caller knows it (for the tracker's funnel; a product page shows its own). */
type Addition = (
  | { to: '/api/v1/cart/items'; body: { variantId: string; quantity: number } | { productId: string; quantity: number } }
  | { to: '/api/v1/cart/bundles'; body: { bundleId: string; choice: Record<string, string>; quantity: number } }
) & { origin?: string };

/**
 * `add` posts one addition; a press while one is on its way adds nothing. `busy` is true meanwhile, for the button's
 * `aria-disabled` — not `disabled`, which would drop the keyboard's focus to the page body.
 */
export function useAddToCart() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const visitorKnown = useVisitorKnown();
  const [busy, setBusy] = useState(false);
  // A ref, not the state: two presses in one tick both see busy = false.
  const running = useRef(false);
  const add = async ({ to, body, origin }: Addition) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await visitorKnown();
      const res = await fetch(to, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await res.json();
      if (!res.ok) throw new Error(answer?.error?.message ?? t('errors.errorOccurred'));
      announceCartAdd({ origin: origin ?? null, quantity: body.quantity });
      toast.success(t('cart.added'));
      await revalidator.revalidate();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { add, busy };
}
