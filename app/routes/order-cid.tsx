// /order/{number}/cid: who the order's e-receipt (e-barimt) is made out to — a person's civil registration number (12
// characters, core/civil-id.ts) or a company's 7-digit register number. Open until the receipt is issued (for now:
// until the order is closed); starts from the number the shopper keeps in their profile.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, data, redirect, useNavigation } from 'react-router';
import type { Route } from './+types/order-cid';
import { isClosed } from '../../core/order-state';
import { parse } from '../../server/http/validate';
import { receiptTargetInput } from '../../server/modules/orders/set-receipt-target';
import { Field, describe, fieldInput } from '../components/account/field';
import { AppLink } from '../components/app-link';
import { OrderHeader } from '../components/order/order-header';
import { actionError, readForm, postedForm } from '../lib/action-error';
import { loadOrder, orderPageHeaders } from '../lib/load-order';
import { orderPageMeta } from '../lib/meta';
import { withNotice } from '../lib/notice';
import { SubmitButton } from '../components/submit-button';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const order = await loadOrder(context, params, url);
  const customer = await context.customer();
  const prefill = order.receiptTarget ?? { kind: 'person' as const, number: customer?.civilId ?? '' };
  return { order, prefill, editable: !isClosed(order.state) };
}

export const headers = orderPageHeaders;

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const lang = await context.lang();
  try {
    const form = Object.fromEntries(await readForm(request));
    const order = await loadOrder(context, params, url);
    const { kind, registerNumber } = parse(receiptTargetInput, form);
    const [store, customer] = await Promise.all([context.store(), context.customer()]);
    await context.services.setReceiptTarget({ storeId: store._id, number: order.number, customerPhone: customer?.phone ?? null, kind, registerNumber });
    throw redirect(withNotice(`/order/${order.number}`, 'receipt'));
  } catch (err) {
    // The redirect, and loadOrder's 404/403, go through as they are (actionError rethrows what it does not know).
    const { status, message, fields } = actionError(err, lang, context.requestId);
    // What was typed stays in the field, so the shopper corrects it rather than starting again.
    const form = Object.fromEntries(postedForm(request) ?? []);
    const typed = {
      kind: form.kind === 'company' ? ('company' as const) : ('person' as const),
      number: typeof form.registerNumber === 'string' ? form.registerNumber : '',
    };
    return data({ error: Object.keys(fields).length ? null : message, fields, typed }, { status });
  }
}

export function meta({ matches, data }: Route.MetaArgs) {
  return orderPageMeta(matches, data, 'orderPages.cidTitle');
}

const box = 'rounded-3xl border border-line bg-surface p-4 sm:p-6';
const choice = 'flex cursor-pointer items-center gap-3 rounded-2xl border border-line p-3 has-[:checked]:border-brand has-[:checked]:bg-brand/5';

export default function OrderCid({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { order, prefill, editable } = loaderData;
  const navigation = useNavigation();
  const start = actionData?.typed ?? prefill;
  const [kind, setKind] = useState<'person' | 'company'>(start.kind);
  const error = actionData?.fields.registerNumber;

  return (
    <section className="mx-auto max-w-2xl px-4 py-8" aria-labelledby="cid-title">
      <div id="cid-title">
        <OrderHeader order={order} page={t('orderPages.cidTitle')} />
      </div>

      <div className={`${box} mt-6`}>
        <p className="text-ink">{t('orderPages.cidIntro')}</p>
        {order.receiptTarget ? (
          <p className="mt-2 text-sm font-semibold text-ink" data-testid="receipt-target">
            {t('orderPages.cidCurrent', { number: order.receiptTarget.number })} ({t(`orderPages.${order.receiptTarget.kind}`)})
          </p>
        ) : null}

        {editable ? (
          <Form method="post" className="mt-5 space-y-5" noValidate>
            {actionData?.error ? (
              <p role="alert" className="rounded-xl bg-brand/10 px-4 py-3 text-sm text-brand">
                {actionData.error}
              </p>
            ) : null}
            <fieldset>
              <legend className="text-sm font-semibold text-ink">{t('orderPages.receiptFor')}</legend>
              <div className="mt-2 grid gap-3 sm:grid-cols-2">
                {(['person', 'company'] as const).map((k) => (
                  <label key={k} className={choice}>
                    <input type="radio" name="kind" value={k} checked={kind === k} onChange={() => setKind(k)} className="accent-brand" />
                    <span className="font-semibold text-ink">{t(`orderPages.${k}`)}</span>
                  </label>
                ))}
              </div>
            </fieldset>
            {/* One field; its label and hint follow the kind. The key starts a company's number afresh rather than keep a civil ID. */}
            <Field
              id="cid-registerNumber"
              label={t(kind === 'person' ? 'orderPages.personNumber' : 'orderPages.companyNumber')}
              error={error}
              hint={t(kind === 'person' ? 'orderPages.personHint' : 'orderPages.companyHint')}
            >
              <input
                key={kind}
                name="registerNumber"
                defaultValue={kind === start.kind ? start.number : ''}
                maxLength={40}
                autoComplete="off"
                inputMode={kind === 'company' ? 'numeric' : 'text'}
                className={fieldInput}
                {...describe('cid-registerNumber', error, t(kind === 'person' ? 'orderPages.personHint' : 'orderPages.companyHint'))}
              />
            </Field>
            <AppLink to="/help/cid" className="inline-block text-sm font-semibold text-brand underline">
              {t('faq.cidHelp')}
            </AppLink>
            <div className="flex flex-wrap items-center gap-3">
              <SubmitButton className="btn-primary h-12 w-full text-base sm:w-auto sm:px-10" busy={navigation.state !== 'idle'}>
                {t('orderPages.save')}
              </SubmitButton>
              <AppLink to={`/order/${order.number}`} className="chip">
                {t('orderPages.backToOrder')}
              </AppLink>
            </div>
          </Form>
        ) : (
          <>
            <p className="mt-3 text-ink-soft">{t('orderPages.cidClosed')}</p>
            <AppLink to={`/order/${order.number}/old`} className="chip mt-5">
              {t('orderPages.backToOrder')}
            </AppLink>
          </>
        )}
      </div>
    </section>
  );
}
