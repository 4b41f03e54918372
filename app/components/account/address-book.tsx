import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import type { AddressView } from '../../../server/modules/accounts/addresses';
import type { LocationNode } from '../../../server/modules/locations/list-locations';
import { Field, describe, fieldInput } from './field';
import { PlaceFields } from './place-fields';
import { SubmitButton } from '../submit-button';

/** Adds or edits an address: the place lists, then the street detail, its type and whether it is the main one. */
function AddressForm({ address, locations, errors, busy, onCancel }: { address: AddressView | null; locations: LocationNode[]; errors: Record<string, string>; busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="mt-4 grid gap-4 rounded-2xl border border-line p-4 sm:grid-cols-2" aria-label={address ? t('account.editAddress') : t('account.addAddress')} noValidate>
      {address ? <input type="hidden" name="id" value={address._id} /> : null}
      <PlaceFields initial={{ countryCode: address?.countryCode, cityCode: address?.cityCode, districtCode: address?.districtCode ?? undefined, khorooCode: address?.khorooCode ?? undefined }} locations={locations} errors={errors} idPrefix="address" />
      <div className="sm:col-span-2">
        <Field id="address-detail" label={t('account.detail')} error={errors.detail}>
          <input name="detail" defaultValue={address?.detail ?? ''} maxLength={300} autoComplete="street-address" className={fieldInput} {...describe('address-detail', errors.detail)} />
        </Field>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="text-sm font-semibold text-ink">{t('account.addressType')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {(['home', 'work', 'other'] as const).map((type) => (
            <label key={type} className="flex items-center gap-2 text-sm text-ink-soft">
              <input type="radio" name="type" value={type} defaultChecked={(address?.type ?? 'home') === type} className="accent-brand" />
              {t(`account.type${type[0].toUpperCase()}${type.slice(1)}` as 'account.typeHome')}
            </label>
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-2 text-sm text-ink-soft sm:col-span-2">
        <input type="checkbox" name="isMain" defaultChecked={address?.isMain ?? false} className="h-4 w-4 accent-brand" />
        {t('account.useAsMain')}
      </label>
      <div className="flex gap-3 sm:col-span-2">
        <SubmitButton name="intent" value="address-save" className="btn-primary" busy={busy}>
          {t('account.save')}
        </SubmitButton>
        <button type="button" className="chip" onClick={onCancel}>
          {t('account.cancel')}
        </button>
      </div>
    </Form>
  );
}

export function AddressBook({
  addresses,
  locations,
  errors,
  errorFor,
  busy,
}: {
  addresses: AddressView[];
  locations: LocationNode[];
  errors: Record<string, string>;
  /** The address the errors are about ('new' for a new one). */
  errorFor: string | null;
  busy: boolean;
}) {
  const { t } = useTranslation();
  // Which form is open: a new address, one being edited, or none. An error keeps the form open.
  const [editing, setEditing] = useState<string | 'new' | null>(errorFor);
  const typeLabel = { home: t('account.typeHome'), work: t('account.typeWork'), other: t('account.typeOther') };
  return (
    <section className="rounded-3xl border border-line bg-surface p-6" aria-labelledby="addresses-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-title" className="text-lg font-bold text-ink">
          {t('account.addressesTitle')}
        </h2>
        {editing === null ? (
          <button type="button" className="chip" onClick={() => setEditing('new')}>
            {t('account.addAddress')}
          </button>
        ) : null}
      </div>
      {editing === 'new' ? <AddressForm address={null} locations={locations} errors={errors} busy={busy} onCancel={() => setEditing(null)} /> : null}
      {addresses.length === 0 && editing !== 'new' ? <p className="mt-4 text-ink-soft">{t('account.noAddresses')}</p> : null}
      <ul className="mt-4 space-y-3">
        {addresses.map((a) => (
          <li key={a._id} className="rounded-2xl border border-line p-4" aria-label={`${typeLabel[a.type]}: ${a.detail}`}>
            {editing === a._id ? (
              <AddressForm address={a} locations={locations} errors={errors} busy={busy} onCancel={() => setEditing(null)} />
            ) : (
              <>
                <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                  {typeLabel[a.type]}
                  {a.isMain ? <span className="rounded-full bg-brand/10 px-2 py-0.5 text-xs text-brand">{t('account.mainAddress')}</span> : null}
                </p>
                <p className="mt-1 text-ink">{a.detail}</p>
                <p className="text-sm text-ink-soft">{a.place.slice().reverse().join(', ')}</p>
                <Form method="post" className="mt-3 flex flex-wrap gap-2" noValidate>
                  <input type="hidden" name="id" value={a._id} />
                  {!a.isMain ? (
                    <SubmitButton name="intent" value="address-main" className="chip" busy={busy}>
                      {t('account.makeMain')}
                    </SubmitButton>
                  ) : null}
                  <button type="button" className="chip" onClick={() => setEditing(a._id)}>
                    {t('account.edit')}
                  </button>
                  <SubmitButton name="intent" value="address-delete" className="chip" busy={busy}>
                    {t('account.delete')}
                  </SubmitButton>
                </Form>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
