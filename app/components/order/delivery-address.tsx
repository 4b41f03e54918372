import { useTranslation } from 'react-i18next';
import { pick, type Language } from '../../../core/i18n';
import { useStoreData } from '../../lib/root-data';

/** Where an order goes: the address it is delivered to, or (none) pickup at the store's address. */
export function DeliveryAddress({ address }: { address: { detail: string; place: string } | null }) {
  const { t, i18n } = useTranslation();
  const { store } = useStoreData();
  return (
    <p className="text-sm text-ink-soft">
      {address ? (
        <>
          {address.detail}
          <br />
          {address.place}
        </>
      ) : (
        t('checkout.pickupAt', { address: pick(store.address, i18n.language as Language) })
      )}
    </p>
  );
}

/**
 * How the order will be received, as far as it is known: the choice made after arrival, else the one made at checkout
 * (an address for delivery, none for pickup). Null when neither says (a shipping type without an address that is not
 * pickup): only then is the shopper asked.
 */
export function receiving(order: {
  shipping: { code: string };
  address: { detail: string; place: string } | null;
  deliveryChoice: { code: 'pickup' | 'delivery'; address: { detail: string; place: string } | null } | null;
}): { code: 'pickup' | 'delivery'; address: { detail: string; place: string } | null } | null {
  if (order.deliveryChoice) return { code: order.deliveryChoice.code, address: order.deliveryChoice.address };
  if (order.address) return { code: 'delivery', address: order.address };
  return order.shipping.code === 'pickup' ? { code: 'pickup', address: null } : null;
}
