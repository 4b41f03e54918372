import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddToCart } from '../../lib/add-to-cart';
import { LikeButton } from './like-button';

const MAX = 20;

/** Quantity and "Add to cart": adds through the cart API, says so in a toast and updates the header count, no reload. */
export function AddToCart({ variantId, stock, productId, liked }: { variantId: string | null; stock: number; productId: string; liked: boolean }) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState(1);
  const { add: addToCart, busy } = useAddToCart();
  const most = Math.max(1, Math.min(stock, MAX));
  const canBuy = Boolean(variantId) && stock > 0;
  const step = 'h-12 w-10 text-lg text-ink disabled:text-ink-faint sm:w-12';

  const add = () => {
    if (variantId) void addToCart({ to: '/api/v1/cart/items', body: { variantId, quantity: Math.min(quantity, most) } });
  };

  return (
    <div className="mt-4 flex items-center gap-2 sm:gap-3">
      <div className="inline-flex h-12 items-center rounded-full border border-line" role="group" aria-label={t('product.quantity')}>
        <button type="button" className={step} aria-label={t('product.decrease')} disabled={!canBuy || quantity <= 1} onClick={() => setQuantity(quantity - 1)}>
          −
        </button>
        <span className="w-6 text-center font-semibold text-ink sm:w-8" aria-live="polite">
          {Math.min(quantity, most)}
        </span>
        <button type="button" className={step} aria-label={t('product.increase')} disabled={!canBuy || quantity >= most} onClick={() => setQuantity(quantity + 1)}>
          +
        </button>
      </div>
      {/* Busy, it stays focused (aria-disabled); its words wrap rather than push the row past a 320 px screen. */}
      <button type="button" className="btn-primary h-auto min-h-12 min-w-0 flex-1 px-4 py-1 text-center leading-tight" disabled={!canBuy} aria-disabled={busy || undefined} onClick={add}>
        {t('product.addToCart')}
      </button>
      <LikeButton productId={productId} liked={liked} />
    </div>
  );
}
