import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router';
import { toast } from 'react-toastify';
import { HeartIcon } from '../icons';

/**
 * The heart: likes or unlikes a product through the wishlist API; pressed when liked; updates the header count. `name`
 * (on product cards) puts the product in the label, so a grid of hearts is not a list of identical buttons.
 */
export function LikeButton({ productId, liked: initial, className, name }: { productId: string; liked: boolean; className?: string; name?: string }) {
  const { t } = useTranslation();
  const revalidator = useRevalidator();
  const [liked, setLiked] = useState(initial);
  const [busy, setBusy] = useState(false);
  // The root data (revalidated after any like) is the truth, e.g. when the same product is liked elsewhere on the page.
  useEffect(() => setLiked(initial), [initial]);
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
      aria-label={name ? (liked ? t('product.unlikeNamed', { name }) : t('product.likeNamed', { name })) : liked ? t('product.unlike') : t('product.like')}
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
