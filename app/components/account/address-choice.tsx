import { useTranslation } from 'react-i18next';
import type { AddressView } from '../../../server/modules/accounts/addresses';
import type { LocationNode } from '../../../server/modules/locations/list-locations';
import { Field, describe, fieldInput } from './field';
import { PlaceFields, type PlaceDraft } from './place-fields';

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';
const choice = 'flex cursor-pointer items-start gap-3 rounded-2xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5';

/** The saved address a delivery starts from: the main one, else the first, else a new one. */
export const defaultAddressId = (addresses: AddressView[]) => (addresses.find((a) => a.isMain) ?? addresses[0])?._id ?? 'new';

/**
 * Where to deliver (checkout, an order's delivery choice): one of the shopper's saved addresses or a new one, whose place
 * and detail fields open under the choice. Posts `addressId` ('new' for a new one) and the new address's fields; field
 * ids and error ids start with `idPrefix`. The choice is the caller's state, so it survives the part being hidden.
 */
export function AddressChoice({
  legend,
  idPrefix,
  addresses,
  locations,
  value,
  onChange,
  initial,
  errors,
}: {
  legend: string;
  idPrefix: string;
  addresses: AddressView[];
  locations: LocationNode[];
  value: string;
  onChange: (addressId: string) => void;
  /** What the new address's fields start from. */
  initial: Partial<PlaceDraft> & { detail?: string };
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const { detail, ...place } = initial;
  return (
    <fieldset className={box}>
      <legend className="float-left w-full text-lg font-bold text-ink">{legend}</legend>
      <div className="clear-both space-y-3 pt-3">
        {addresses.map((a) => (
          <label key={a._id} className={choice}>
            <input type="radio" name="addressId" value={a._id} checked={value === a._id} onChange={() => onChange(a._id)} className="mt-1 accent-brand" />
            <span className="min-w-0 flex-1 text-sm">
              <span className="block font-semibold text-ink">{a.detail}</span>
              <span className="block text-ink-soft">{a.place.slice().reverse().join(', ')}</span>
            </span>
          </label>
        ))}
        {addresses.length > 0 ? (
          <label className={choice}>
            <input type="radio" name="addressId" value="new" checked={value === 'new'} onChange={() => onChange('new')} className="mt-1 accent-brand" />
            <span className="font-semibold text-ink">{t('checkout.newAddress')}</span>
          </label>
        ) : (
          <input type="hidden" name="addressId" value="new" />
        )}
        {value === 'new' ? (
          <div className="grid gap-4 pt-1 sm:grid-cols-2">
            <PlaceFields initial={place} locations={locations} errors={errors} idPrefix={idPrefix} />
            <div className="sm:col-span-2">
              <Field id={`${idPrefix}-detail`} label={t('account.detail')} error={errors.detail}>
                <input
                  name="detail"
                  defaultValue={detail ?? ''}
                  maxLength={300}
                  autoComplete="street-address"
                  className={fieldInput}
                  {...describe(`${idPrefix}-detail`, errors.detail)}
                />
              </Field>
            </div>
          </div>
        ) : null}
        {errors.addressId ? (
          <p id={`${idPrefix}-addressId-error`} role="alert" className="mt-2 text-sm text-brand">
            {errors.addressId}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
