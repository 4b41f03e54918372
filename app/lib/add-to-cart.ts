// Adding to the cart from a page, without a reload: the cart API, a toast that says so (or why not), and the root data
// revalidated so the header's count follows. Product page, product cards and bundles all add this way.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { toast } from 'react-toastify';

type Addition =
  | { to: '/api/v1/cart/items'; body: { variantId: string; quantity: number } | { productId: string; quantity: number } }
  | { to: '/api/v1/cart/bundles'; body: { bundleId: string; choice: Record<string, string>; quantity: number } };

/** `add` posts one addition; `busy` is true while it runs (for the button's `disabled`). */
export function useAddToCart() {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const add = async ({ to, body }: Addition) => {
    setBusy(true);
    try {
      const res = await fetch(to, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = await res.json();
      if (!res.ok) throw new Error(answer?.error?.message ?? t('errors.errorOccurred'));
      toast.success(t('cart.added'));
      await revalidator.revalidate();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return { add, busy };
}
