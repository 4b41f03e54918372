import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { toast } from 'react-toastify';
import { HeartIcon } from '../icons';
import { useVisitorKnown } from '../../lib/visitor';

/**
 * The heart: likes or unlikes a product through the wishlist API; pressed when liked; updates the header count. `name`
 * (on product cards) puts the product in the label, so a grid of hearts is not a list of identical buttons.
 */
export function LikeButton({ productId, liked: initial, className, name }: { productId: string; liked: boolean; className?: string; name?: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const visitorKnown = useVisitorKnown();
  const [liked, setLiked] = useState(initial);
  const [busy, setBusy] = useState(false);
  // A press while one is on its way does nothing (a ref: two presses in one tick both see busy = false).
  const running = useRef(false);
  // The visitor (asked again after any like: app/lib/visitor.ts) is the truth, e.g. when the same product is liked elsewhere on the page.
  useEffect(() => setLiked(initial), [initial]);
  const toggle = async () => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    const next = !liked;
    setLiked(next);
    try {
      await visitorKnown();
      const res = await fetch(`/api/v1/wishlist/${productId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ liked: next }),
      });
      if (!res.ok) throw new Error((await res.json())?.error?.message ?? t('errors.errorOccurred'));
      await revalidator.revalidate();
    } catch (err) {
      setLiked(!next);
      toast.error((err as Error).message);
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={name ? (liked ? t('product.unlikeNamed', { name }) : t('product.likeNamed', { name })) : liked ? t('product.unlike') : t('product.like')}
      // Not `disabled` while busy: that would drop the keyboard's focus to the page body.
      aria-disabled={busy || undefined}
      onClick={() => void toggle()}
      className={
        className ??
        `inline-flex h-12 w-12 shrink-0 items-center justify-center rounded-full border ${liked ? 'border-brand bg-brand/10 text-brand' : 'border-line text-ink-soft hover:text-brand'}`
      }
    >
      <HeartIcon className={`h-5 w-5 ${liked ? 'fill-current' : ''}`} />
    </button>
  );
}
