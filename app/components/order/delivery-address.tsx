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
