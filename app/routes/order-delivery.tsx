// /order/{number}/delivery: once the order has arrived (state `expected`), the shopper chooses pickup at the store or home
// delivery to a saved or a new address. Saving keeps the choice on the order and goes back to it; staff then hand it
// over. Before arrival the page says when the choice opens; afterwards it shows the choice made.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/order-delivery';
import { formatDateTime } from '../../core/dates';
import { parse } from '../../server/http/validate';
import { deliveryChoiceInput } from '../../server/modules/orders/choose-delivery';
import { AddressChoice, defaultAddressId } from '../components/account/address-choice';
import { AppLink } from '../components/app-link';
import { OrderHeader } from '../components/order/order-header';
import { DeliveryAddress, receiving } from '../components/order/delivery-address';
import { pick, type Language } from '../../core/i18n';
import { actionError, readForm } from '../lib/action-error';
import { loadOrder, orderPageHeaders } from '../lib/load-order';
import { orderPageMeta } from '../lib/meta';
import { withNotice } from '../lib/notice';
import { useStoreData } from '../lib/root-data';
import { SubmitButton } from '../components/submit-button';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const order = await loadOrder(context, params, url);
  if (order.state !== 'expected') return { order, form: null };
  // loadOrder let the shopper through, so they are logged in with the order's phone.
  const customer = (await context.customer())!;
  const [addresses, locations] = await Promise.all([context.services.listAddresses(customer.id, await context.lang()), context.services.listLocations()]);
  return { order, form: { addresses, locations } };
}

export const headers = orderPageHeaders;

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const lang = await context.lang();
  try {
    const order = await loadOrder(context, params, url);
    const form = parse(deliveryChoiceInput, Object.fromEntries(await readForm(request)));
    const customer = await context.customer();
    const store = await context.store();
    await context.services.chooseDelivery({
      storeId: store._id,
      number: order.number,
      customerPhone: customer?.phone ?? null,
      code: form.code ?? null,
      addressId: form.addressId,
      address:
        form.addressId && form.addressId !== 'new'
          ? null
          : {
              countryCode: form.countryCode ?? '',
              cityCode: form.cityCode ?? '',
              districtCode: form.districtCode,
              khorooCode: form.khorooCode,
              detail: form.detail ?? '',
            },
    });
    throw redirect(withNotice(`/order/${order.number}`, 'delivery'));
  } catch (err) {
    // The redirect, and loadOrder's 404/403, go through as they are (actionError rethrows what it does not know).
    const { status, message, fields } = actionError(err, lang, context.requestId);
    return data({ error: Object.keys(fields).length ? null : message, fields }, { status });
  }
}

export function meta({ matches, data }: Route.MetaArgs) {
  return orderPageMeta(matches, data, 'orderPages.deliveryTitle');
}

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';
const choice = 'flex cursor-pointer items-start gap-3 rounded-2xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5';

export default function OrderDelivery({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { store } = useStoreData();
  const { order, form } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const errors = actionData?.fields ?? {};
  const saved = order.deliveryChoice;
  // The choice made so far (at checkout, or here before) comes chosen: the shopper only changes what they want to.
  const [code, setCode] = useState<string | null>(receiving(order)?.code ?? null);
  const [addressId, setAddressId] = useState<string>(() => (form ? defaultAddressId(form.addresses) : 'new'));
  const error = (name: string) =>
    errors[name] ? (
      <p id={`delivery-${name}-error`} role="alert" className="mt-2 text-sm text-brand">
        {errors[name]}
      </p>
    ) : null;

  return (
    <section className="mx-auto max-w-3xl px-4 py-8" aria-labelledby="delivery-title">
      <div id="delivery-title">
        <OrderHeader order={order} page={t('orderPages.deliveryTitle')} />
      </div>

      {/* Said above the form: also when the order moved on meanwhile and the form is gone. */}
      {actionData?.error ? (
        <p role="alert" className="mt-6 rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
          {actionData.error}
        </p>
      ) : null}
      {saved ? (
        <div className={`${box} mt-6`} role="region" aria-label={t('orderPages.deliveryChosen')}>
          <h2 className="text-lg font-bold text-ink">{t('orderPages.deliveryChosen')}</h2>
          <p className="mt-2 font-semibold text-ink">{t(`order.choice.${saved.code}`)}</p>
          <DeliveryAddress address={saved.address} />
          <p className="mt-1 text-sm text-ink-faint">{t('orderPages.chosenOn', { date: formatDateTime(saved.chosenAt, lang) })}</p>
        </div>
      ) : null}

      {form ? (
        <Form method="post" className="mt-6 space-y-5" noValidate>
          <p className="text-ink">{t('orderPages.deliveryIntro')}</p>
          <fieldset className={box} aria-describedby={errors.code ? 'delivery-code-error' : undefined}>
            <legend className="float-left w-full text-lg font-bold text-ink">{t('orderPages.deliveryHow')}</legend>
            <div className="clear-both grid gap-3 pt-3 sm:grid-cols-2">
              {(['pickup', 'delivery'] as const).map((c) => (
                <label key={c} className={choice}>
                  <input type="radio" name="code" value={c} checked={code === c} onChange={() => setCode(c)} className="mt-1 accent-brand" />
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{t(`order.choice.${c}`)}</span>
                    <span className="block text-sm text-ink-soft">
                      {c === 'pickup' ? t('orderPages.pickupHint', { address: pick(store.address, lang) }) : t('orderPages.deliveryHint')}
                    </span>
                  </span>
                </label>
              ))}
            </div>
            {error('code')}
          </fieldset>

          {/* Without JavaScript the address part is always there (and ignored for pickup). */}
          {code !== 'pickup' ? (
            <AddressChoice
              legend={t('orderPages.deliveryAddress')}
              idPrefix="delivery"
              addresses={form.addresses}
              locations={form.locations}
              value={addressId}
              onChange={setAddressId}
              initial={{}}
              errors={errors}
            />
          ) : null}

          <div className="flex flex-wrap items-center gap-3">
            <SubmitButton className="btn-primary h-12 w-full text-base sm:w-auto sm:px-10" busy={busy}>
              {t('orderPages.saveChoice')}
            </SubmitButton>
            <AppLink to={`/order/${order.number}`} className="chip">
              {t('orderPages.backToOrder')}
            </AppLink>
          </div>
        </Form>
      ) : (
        <>
          {saved ? null : (
            <div className={`${box} mt-6`}>
              <p className="text-ink">{t('orderPages.deliveryNotYet')}</p>
            </div>
          )}
          <AppLink to={`/order/${order.number}`} className="chip mt-6">
            {t('orderPages.backToOrder')}
          </AppLink>
        </>
      )}
    </section>
  );
}
