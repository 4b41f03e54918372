import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form } from 'react-router';
import { formatMnt } from '../../../core/money';
import { formatMnMobile } from '../../../core/phone';
import type { AddressView } from '../../../server/modules/accounts/addresses';
import type { LocationNode } from '../../../server/modules/locations/list-locations';
import type { ShippingType } from '../../../server/modules/shipping/list-shipping-types';
import { pick, type Language } from '../../../core/i18n';
import { AppLink } from '../app-link';
import { Field, describe, fieldInput } from '../account/field';
import { AddressChoice, defaultAddressId } from '../account/address-choice';
import { PaymentOptions, choiceCard } from './payment-options';
import { SubmitButton } from '../submit-button';

export type CheckoutDraft = {
  shippingCode: string | null;
  addressId: string | null;
  address: { countryCode: string; cityCode: string; districtCode: string | null; khorooCode: string | null; detail: string } | null;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  paymentMethod: string | null;
  terms: boolean;
  /** The terms of service version in force (null: the store has none published), posted with the tick. */
  termsVersion: number | null;
};

const section = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';
const legend = 'text-lg font-bold text-ink';

/**
 * The checkout form under the cart: delivery type, address (saved or new), customer information, payment option and
 * terms. Works without JavaScript (the address part is then always shown and ignored for pickup).
 */
export function CheckoutForm({
  draft,
  shippingTypes,
  addresses,
  locations,
  paymentMethods,
  itemsTotal,
  errors,
  busy,
}: {
  draft: CheckoutDraft;
  shippingTypes: ShippingType[];
  addresses: AddressView[];
  locations: LocationNode[];
  paymentMethods: string[];
  itemsTotal: number;
  errors: Record<string, string>;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const [shipping, setShipping] = useState(draft.shippingCode);
  const [addressId, setAddressId] = useState(draft.addressId ?? defaultAddressId(addresses));
  const needsAddress = shipping !== 'pickup';
  const fee = (s: ShippingType) => (s.freeFrom !== null && itemsTotal >= s.freeFrom ? 0 : s.fee);
  const error = (name: string) => (errors[name] ? <p id={`checkout-${name}-error`} role="alert" className="mt-2 text-sm text-brand">{errors[name]}</p> : null);

  return (
    <Form method="post" className="mt-8 space-y-5" aria-labelledby="checkout-title" noValidate>
      <h2 id="checkout-title" className="text-2xl font-bold text-ink">
        {t('checkout.title')}
      </h2>
      <fieldset className={section} aria-describedby={errors.shippingCode ? 'checkout-shippingCode-error' : undefined}>
        <legend className={`${legend} float-left w-full`}>{t('checkout.delivery')}</legend>
        <div className="clear-both grid gap-3 pt-3 sm:grid-cols-2">
          {shippingTypes.map((s) => (
            <label key={s.code} className={choiceCard}>
              <input type="radio" name="shippingCode" value={s.code} defaultChecked={draft.shippingCode === s.code} onChange={() => setShipping(s.code)} className="mt-1 accent-brand" />
              <span className="min-w-0 flex-1">
                <span className="flex flex-wrap justify-between gap-x-2 font-semibold text-ink">
                  {pick(s.name, lang)}
                  <span className="text-sm">{fee(s) === 0 ? t('checkout.free') : formatMnt(fee(s))}</span>
                </span>
                <span className="block text-sm text-ink-soft">{pick(s.description, lang)}</span>
              </span>
            </label>
          ))}
        </div>
        {error('shippingCode')}
      </fieldset>

      {needsAddress ? (
        <AddressChoice
          legend={t('checkout.address')}
          idPrefix="checkout"
          addresses={addresses}
          locations={locations}
          value={addressId}
          onChange={setAddressId}
          initial={{
            countryCode: draft.address?.countryCode,
            cityCode: draft.address?.cityCode,
            districtCode: draft.address?.districtCode ?? undefined,
            khorooCode: draft.address?.khorooCode ?? undefined,
            detail: draft.address?.detail,
          }}
          errors={errors}
        />
      ) : null}

      <fieldset className={section}>
        <legend className={`${legend} float-left w-full`}>{t('checkout.customer')}</legend>
        <div className="clear-both grid gap-4 pt-3 sm:grid-cols-2">
          <Field id="checkout-firstName" label={t('account.firstName')} error={errors.firstName}>
            <input name="firstName" defaultValue={draft.firstName} maxLength={60} autoComplete="given-name" className={fieldInput} {...describe('checkout-firstName', errors.firstName)} />
          </Field>
          <Field id="checkout-lastName" label={t('account.lastName')} error={errors.lastName}>
            <input name="lastName" defaultValue={draft.lastName} maxLength={60} autoComplete="family-name" className={fieldInput} {...describe('checkout-lastName', errors.lastName)} />
          </Field>
          <div>
            <Field id="checkout-phone" label={t('account.phone')} error={errors.phone} hint={t('checkout.phoneHint')}>
              <input value={draft.phone ? formatMnMobile(draft.phone) : ''} readOnly className={`${fieldInput} bg-surface-muted`} {...describe('checkout-phone', errors.phone, t('checkout.phoneHint'))} />
            </Field>
            {/* An account made with Google has no phone yet: the order needs one the shopper proved. */}
            {draft.phone ? null : (
              <AppLink to="/user?returnTo=%2Forder" className="mt-1 inline-block text-sm font-semibold text-brand underline">
                {t('checkout.addPhone')}
              </AppLink>
            )}
          </div>
          <Field id="checkout-email" label={t('account.email')} error={errors.email}>
            <input name="email" type="email" defaultValue={draft.email} maxLength={200} autoComplete="email" className={fieldInput} {...describe('checkout-email', errors.email)} />
          </Field>
        </div>
      </fieldset>

      <fieldset className={section} aria-describedby={errors.paymentMethod ? 'checkout-paymentMethod-error' : undefined}>
        <legend className={`${legend} float-left w-full`}>{t('checkout.payment')}</legend>
        <PaymentOptions methods={paymentMethods} chosen={draft.paymentMethod} error={error('paymentMethod')} />
      </fieldset>

      <div>
        <label className="flex items-start gap-3 text-sm text-ink">
          {/* A new version (terms changed while the form was open) un-ticks the box: it is ticked again after reading. */}
          <input
            key={draft.termsVersion ?? 'none'}
            type="checkbox"
            name="terms"
            defaultChecked={draft.terms}
            className="mt-0.5 h-5 w-5 accent-brand"
            aria-describedby={errors.terms ? 'checkout-terms-error' : undefined}
          />
          <span>
            {t('checkout.termsBefore')}{' '}
            <AppLink to="/legal/terms" target="_blank" className="font-semibold text-brand underline">
              {draft.termsVersion === null ? t('checkout.termsLink') : t('legal.termsLink', { version: draft.termsVersion })}
            </AppLink>
          </span>
        </label>
        {draft.termsVersion === null ? null : <input type="hidden" name="termsVersion" value={draft.termsVersion} />}
        {error('terms')}
      </div>
      <p className="text-sm text-ink-soft">{t('checkout.unpaidRule')}</p>
      <SubmitButton name="intent" value="checkout" className="btn-primary h-12 w-full text-base sm:w-auto sm:px-10" busy={busy}>
        {t('checkout.continue')}
      </SubmitButton>
    </Form>
  );
}
