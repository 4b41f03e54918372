import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { toast } from 'react-toastify';
import { HeartIcon } from '../icons';

/** The heart: likes or unlikes a product through the wishlist API; pressed when liked; updates the header count. */
export function LikeButton({ productId, liked: initial, className }: { productId: string; liked: boolean; className?: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [liked, setLiked] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    setBusy(true);
    const next = !liked;
    setLiked(next);
    try {
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
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      aria-pressed={liked}
      aria-label={liked ? t('product.unlike') : t('product.like')}
      disabled={busy}
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
