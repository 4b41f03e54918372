// /console/orders/{number}: everything staff need to work one order — lines (with bundle parts), totals, customer,
// delivery, payment, the moves the state table allows from here, the shipping stages of goods from abroad, and the history.
import { useTranslation } from 'react-i18next';
import { Form, Link, data, useActionData, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/console-order';
import { AppError } from '../../core/app-error';
import { formatDate, formatDateTime } from '../../core/dates';
import { formatMnt } from '../../core/money';
import { refundOwed } from '../../core/refunds';
import { staffMoves, UNPAID_STATES, type OrderState, type ShippingStage } from '../../core/order-state';
import { formatMnMobile } from '../../core/phone';
import { parse } from '../../server/http/validate';
import { orderNumberOf } from '../../server/modules/orders/routes';
import { REASON_REQUIRED, shippingStage, stageInput, transitionInput } from '../../server/modules/console/schemas';
import { StateBadge } from '../components/order/state-badge';
import { ReceiptStaffPanel } from '../components/order/receipt-card';
import { DeliveryAddress } from '../components/order/delivery-address';
import { OrderLines } from '../components/order/order-lines';
import type { Language } from '../../core/i18n';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { foundOr404 } from '../lib/params';
import { readForm, postedForm } from '../lib/action-error';
import { SubmitButton } from '../components/submit-button';
import { AuditHistory } from '../components/console/audit-history';
import { OrderMessages, messageRefused, messageResult, type MessageResult } from '../components/console/message-log';

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'orders');
  const order = await foundOr404(context.services.getOrderForStaff(staff.storeId, orderNumberOf(params.number), await context.lang()), url, 'order');
  return {
    order,
    next: staffMoves(order.state),
    receipt: await context.services.getReceipt(order._id),
    // The texts the shopper was sent (or is owed) about this order, with their tries.
    messages: await context.services.orderMessages(staff.storeId, order._id, context.origin),
    // A provider that has stopped answering about this unpaid order's invoice (the marker staff act on once flagged).
    paymentCheck: UNPAID_STATES.includes(order.state) ? await context.services.unansweredPaymentCheck(order._id) : null,
    // What staff changed on it (moves, shipping stages, payments they recorded, receipt retries), from the audit log.
    audit: await context.services.auditHistory(staff.storeId, ['order', 'payment', 'receipt', 'notification'], String(order.number)),
  };
}

export const headers = consoleHeaders;

export function meta({ matches, data }: Route.MetaArgs) {
  return pageMeta(matches, (t) => (data ? t('console.order.title', { number: data.order.number }) : t('errors.orderNotFound')), { noindex: true });
}

/** A refused move reloads the order too: the refusal usually means someone else moved it, and staff must see where it is now. */
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === 'POST' ? true : defaultShouldRevalidate;
}

type ActionResult =
  | { done: 'moved'; to: OrderState }
  | { done: 'stage'; stage: ShippingStage }
  | { done: 'receipt'; status: 'pending' | 'issued' | 'failed'; lastError: string | null }
  | { done: 'payment-check'; answered: boolean; provider: string | null; problem: string | null }
  | { error: string; fields: Record<string, string>; intent: 'move' | 'stage' | 'receipt' | 'payment-check'; stage: string | null }
  | MessageResult;

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'orders');
  const number = orderNumberOf(params.number);
  let form: FormData;
  try {
    form = await readForm(request);
  } catch (err) {
    // A refused form (a control character in a note or reason) is answered by the form that was sent.
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    const sent = postedForm(request);
    const intent = sent?.get('intent') === 'stage' ? 'stage' : 'move';
    return data({ error: failure.message, fields: failure.fields, intent, stage: intent === 'stage' ? String(sent?.get('stage') ?? '') : null } satisfies ActionResult, { status: failure.status });
  }
  if (form.get('intent') === 'payment-check') {
    // "Ask now" on an unconfirmed payment: the order's providers are asked at once (money found is recorded as usual).
    try {
      const { answered, outcomes } = await context.services.checkOrderPaymentsNow(staff.storeId, number);
      const failed = outcomes.find((o) => !o.answered);
      return { done: 'payment-check', answered, provider: (failed ?? outcomes[0])?.provider ?? null, problem: failed && !failed.answered ? failed.error : null } satisfies ActionResult;
    } catch (err) {
      const failure = consoleActionError(err, await context.lang(), context.requestId);
      return data({ error: failure.message, fields: failure.fields, intent: 'payment-check', stage: null } satisfies ActionResult, { status: failure.status });
    }
  }
  if (form.get('intent') === 'message') {
    // "Send again" / "Send now" on one of the order's messages: sent at once (or at 08:00 in the quiet hours).
    const id = String(form.get('id') ?? '');
    try {
      const outcome = await context.services.sendMessageAgain({ storeId: staff.storeId, id, staff, origin: context.origin, seen: String(form.get('seen') ?? '') });
      return messageResult(id, outcome) satisfies ActionResult;
    } catch (err) {
      const failure = consoleActionError(err, await context.lang(), context.requestId);
      return data(messageRefused(id, failure) satisfies ActionResult, { status: failure.status });
    }
  }
  if (form.get('intent') === 'receipt') {
    // "Retry now" on the e-receipt: sent at once; the answer says whether it is issued now.
    try {
      const receipt = await context.services.retryReceipt(staff.storeId, number, staff);
      return { done: 'receipt', status: receipt.status, lastError: receipt.lastError } satisfies ActionResult;
    } catch (err) {
      const failure = consoleActionError(err, await context.lang(), context.requestId);
      return data({ error: failure.message, fields: failure.fields, intent: 'receipt', stage: null } satisfies ActionResult, { status: failure.status });
    }
  }
  const intent = form.get('intent') === 'stage' ? 'stage' : 'move';
  const stage = String(form.get('stage') ?? '');
  try {
    if (intent === 'move') {
      const { to, reason } = parse(transitionInput, { to: form.get('to'), reason: form.get('reason') ?? undefined });
      await context.services.moveOrder({ staff, number, to, reason: reason ?? null });
      return { done: 'moved', to } satisfies ActionResult;
    }
    const parsedStage = shippingStage.safeParse(stage);
    if (!parsedStage.success) throw new AppError('VALIDATION');
    const { reachedOn, note } = parse(stageInput, { reachedOn: form.get('reachedOn'), note: form.get('note') ?? undefined });
    await context.services.recordStage({ staff, number, stage: parsedStage.data, reachedOn, note: note ?? null });
    return { done: 'stage', stage: parsedStage.data } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ error: failure.message, fields: failure.fields, intent, stage: intent === 'stage' ? stage : null } satisfies ActionResult, { status: failure.status });
  }
}

const card = 'rounded-2xl border border-line bg-surface p-4 sm:p-5';
const heading = 'text-base font-bold text-ink';
const field = 'h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';

export default function ConsoleOrder({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const { order, next } = loaderData;
  const result = useActionData<typeof action>() as ActionResult | undefined;
  const location = useLocation();
  const list = (location.state as { list?: string } | null)?.list;
  const address = order.deliveryChoice?.address ?? order.address;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="order-title">
      <Link to={list ? `/console/orders?${list}` : '/console/orders'} className="text-sm font-semibold text-ink-soft hover:text-brand">
        ← {t('console.order.back')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 id="order-title" className="text-2xl font-bold text-ink">
          {t('console.order.title', { number: order.number })}
        </h1>
        <StateBadge state={order.state} large />
      </div>
      <p className="mt-1 text-sm text-ink-soft">
        {t('order.placedOn', { date: formatDateTime(order.createdAt, lang, { year: true }) })}
        {order.fromAbroad ? ` · ${t('console.order.fromAbroad')}` : ''}
      </p>
      <PaymentUnconfirmed check={loaderData.paymentCheck} result={result} />

      <div className="mt-5 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="order-2 space-y-4 lg:order-1">
          <div className={card}>
            <h2 className={heading}>{t('console.order.items')}</h2>
            <OrderLines order={order} staff />
          </div>
          <ShippingStages order={order} result={result} />
          <section className={card} aria-labelledby="history-title">
            <h2 id="history-title" className={heading}>
              {t('console.order.history')}
            </h2>
            <ol className="mt-3 divide-y divide-line">
              {order.history.map((h, i) => (
                <li key={i} className="grid gap-x-4 gap-y-0.5 py-2 text-sm sm:grid-cols-[1fr_auto]">
                  <span className="font-semibold text-ink">
                    {h.from ? `${t(`orderState.${h.from}`)} → ` : ''}
                    {t(`orderState.${h.to}`)}
                  </span>
                  <time dateTime={h.at} className="text-ink-soft sm:text-right">
                    {formatDateTime(h.at, lang, { year: true })}
                  </time>
                  <span className="text-ink-soft">
                    {t(`console.order.actor.${h.actor}`)}
                    {h.actorName ? `: ${h.actorName}` : ''}
                  </span>
                  {h.reason ? <span className="text-ink sm:col-span-2">“{h.reason}”</span> : null}
                </li>
              ))}
            </ol>
          </section>
          <OrderMessages messages={loaderData.messages} result={result && ('error' in result ? result.intent === 'message' : result.done === 'message') ? (result as MessageResult) : undefined} className={card} />
          <AuditHistory entries={loaderData.audit} title={t('console.audit.staffChanges')} className={card} />
        </div>

        <div className="order-1 space-y-4 lg:order-2">
          <MoveOrder state={order.state} next={next} result={result} />
          <div className={card}>
            <h2 className={heading}>{t('console.order.customer')}</h2>
            <p className="mt-2 font-semibold text-ink">
              {order.firstName} {order.lastName}
            </p>
            <p className="text-sm">
              <a href={`tel:${order.phone}`} className="text-ink-soft hover:text-brand">
                {formatMnMobile(order.phone)}
              </a>
            </p>
            {order.email ? <p className="text-sm text-ink-soft">{order.email}</p> : null}
            {order.receiptTarget ? (
              <p className="mt-1 text-xs text-ink-faint">
                {t('console.order.receipt')}: {order.receiptTarget.number}
              </p>
            ) : null}
            <p className="mt-1 text-xs text-ink-faint">{order.termsVersion === null ? t('legal.acceptedNone') : t('legal.acceptedVersion', { version: order.termsVersion })}</p>
          </div>
          <div className={card}>
            <h2 className={heading}>{t('console.order.delivery')}</h2>
            <p className="mt-2 font-semibold text-ink">{order.deliveryChoice ? t(`order.choice.${order.deliveryChoice.code}`) : order.shipping.name}</p>
            <DeliveryAddress address={address} />
          </div>
          <div className={card}>
            <h2 className={heading}>{t('console.order.payment')}</h2>
            <p className="mt-2 font-semibold text-ink">{t(`paymentMethod.${order.paymentMethod}` as 'paymentMethod.qpay', { defaultValue: order.paymentMethod })}</p>
            <p className="text-sm text-ink-soft">
              {t('console.order.paidOf', { paid: formatMnt(order.paidAmount), total: formatMnt(order.total) })}
            </p>
            {order.refundedAmount > 0 ? <p className="text-sm text-ink-soft">{t('console.order.refunded', { amount: formatMnt(order.refundedAmount) })}</p> : null}
            {refundOwed(order) > 0 ? (
              <a href="/console/refunds" className="mt-1 inline-block text-sm font-semibold text-brand hover:underline">
                {t('console.order.refundOwed', { amount: formatMnt(refundOwed(order)) })}
              </a>
            ) : null}
          </div>
          <ReceiptStaffPanel receipt={loaderData.receipt} result={result} />
        </div>
      </div>
    </section>
  );
}

/**
 * An unpaid order past its deadline whose provider does not answer about its invoice (flagged by the reconciliation
 * worker): what is known, what staff do (docs/decisions/0005-unconfirmed-payments.md), and "Ask now".
 */
function PaymentUnconfirmed({ check, result }: { check: Route.ComponentProps['loaderData']['paymentCheck']; result: ActionResult | undefined }) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation();
  const asked = result && 'done' in result && result.done === 'payment-check' ? result : null;
  const failed = result && 'error' in result && result.intent === 'payment-check' ? result : null;
  if (!check?.flaggedAt && !asked && !failed) return null;
  const providerCode = check?.provider ?? (asked?.provider || null);
  const provider = providerCode ? t(`paymentMethod.${providerCode}` as 'paymentMethod.qpay', { defaultValue: providerCode }) : '';
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'payment-check';
  return (
    // Once QPay (or another provider) answers, the marker is gone and only the answer to "Ask now" is left to read.
    <section className={check?.flaggedAt ? 'mt-4 rounded-2xl border-2 border-brand/40 bg-brand/5 p-4 sm:p-5' : 'mt-4'} aria-labelledby={check?.flaggedAt ? 'unconfirmed-title' : undefined}>
      {check?.flaggedAt ? (
        <>
          <h2 id="unconfirmed-title" className="text-base font-bold text-brand">
            {t('console.order.unconfirmedTitle')}
          </h2>
          <p className="mt-2 text-sm text-ink">
            {t('console.order.unconfirmedText', { provider, since: formatDateTime(check.since, i18n.language as Language, { year: true }), count: check.checks })}
          </p>
          {check.lastError ? <p className="mt-1 break-words text-xs text-ink-soft">{t('console.order.unconfirmedError', { error: check.lastError })}</p> : null}
          <p className="mt-2 text-sm text-ink">{t('console.order.unconfirmedWhat', { provider })}</p>
          <Form method="post" className="mt-3" state={location.state} noValidate>
            <input type="hidden" name="intent" value="payment-check" />
            <SubmitButton busy={busy} className="chip h-10 font-semibold aria-disabled:opacity-60">
              {t('console.order.askAgain', { provider })}
            </SubmitButton>
          </Form>
        </>
      ) : null}
      {asked ? (
        <p role="status" className="mt-3 text-sm font-semibold text-ink">
          {asked.answered ? t('console.order.askedAnswered', { provider }) : t('console.order.askedUnanswered', { provider, error: asked.problem ?? '' })}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-3 text-sm font-semibold text-brand">
          {failed.error}
        </p>
      ) : null}
    </section>
  );
}

/** The allowed next states as buttons; one reason field for all (required for cancelling and returning). */
function MoveOrder({ state, next, result }: { state: OrderState; next: readonly OrderState[]; result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const location = useLocation(); // the form keeps the history state: the way back to the filtered list
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'move';
  const error = result && 'error' in result && result.intent === 'move' ? result : null;
  return (
    <section className={`${card} border-2 border-brand/30`} aria-labelledby="move-title">
      <h2 id="move-title" className={heading}>
        {t('console.order.move')}
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {t('console.order.current')}: <StateBadge state={state} />
      </p>
      {result && 'done' in result && result.done === 'moved' ? (
        <p role="status" className="mt-3 rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
          {t('console.order.moved', { state: t(`orderState.${result.to}`) })}
        </p>
      ) : null}
      {error && !error.fields.reason ? (
        <p role="alert" className="mt-3 rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
          {error.error}
        </p>
      ) : null}
      {next.length === 0 ? (
        <p className="mt-3 text-sm text-ink-soft">{t('console.order.closed')}</p>
      ) : (
        <Form method="post" className="mt-3 space-y-3" key={state} state={location.state} noValidate>
          <input type="hidden" name="intent" value="move" />
          <label className="block text-sm font-semibold text-ink">
            {t('console.order.reason')}
            <textarea
              name="reason"
              rows={2}
              maxLength={500}
              aria-invalid={error?.fields.reason ? true : undefined}
              aria-describedby="reason-help"
              className="mt-1 w-full rounded-xl border border-line bg-surface px-3 py-2 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
            />
            <span id="reason-help" className={`mt-1 block text-xs font-normal ${error?.fields.reason ? 'font-semibold text-brand' : 'text-ink-faint'}`}>
              {error?.fields.reason ? `${t('console.order.reason')}: ${error.fields.reason}` : t('console.order.reasonHelp')}
            </span>
          </label>
          <fieldset>
            <legend className="text-sm font-semibold text-ink">{t('console.order.moveTo')}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {next.map((to) => (
                <SubmitButton
                  key={to}
                  name="to"
                  value={to}
                  busy={busy}
                  className={`inline-flex h-10 items-center rounded-full border px-4 text-sm font-semibold transition aria-disabled:opacity-60 ${
                    REASON_REQUIRED.includes(to) ? 'border-brand/40 text-brand hover:bg-brand/10' : 'border-line bg-surface-muted text-ink hover:border-ink/30'
                  }`}
                >
                  {t(`orderState.${to}`)}
                </SubmitButton>
              ))}
            </div>
          </fieldset>
        </Form>
      )}
    </section>
  );
}

/** The five stages of goods from abroad, each with the date it was reached and a note; saving again corrects it. */
function ShippingStages({ order, result }: { order: Route.ComponentProps['loaderData']['order']; result: ActionResult | undefined }) {
  const { t, i18n } = useTranslation();
  const location = useLocation(); // forms keep the history state: the way back to the filtered list
  const lang = i18n.language as Language;
  return (
    <section className={card} aria-labelledby="stages-title">
      <h2 id="stages-title" className={heading}>
        {t('console.order.stages')}
      </h2>
      {!order.fromAbroad ? (
        <p className="mt-2 text-sm text-ink-soft">{t('console.order.noStages')}</p>
      ) : (
        <>
          <p className="mt-1 text-sm text-ink-soft">{t('console.order.stagesHelp')}</p>
          <ol className="mt-3 space-y-3">
            {order.stages.map((s, i) => {
              const name = t(`shippingStage.${s.stage}`);
              const error = result && 'error' in result && result.intent === 'stage' && result.stage === s.stage ? result.error : null;
              const saved = result && 'done' in result && result.done === 'stage' && result.stage === s.stage;
              return (
                <li key={s.stage}>
                  <Form method="post" aria-label={name} state={location.state} className="grid grid-cols-[minmax(0,1fr)_auto] items-end gap-2 rounded-xl border border-line p-3 sm:grid-cols-[11rem_10rem_minmax(0,1fr)_auto]" noValidate>
                    <input type="hidden" name="intent" value="stage" />
                    <input type="hidden" name="stage" value={s.stage} />
                    <div className="col-span-2 self-center sm:col-span-1">
                      <p className="text-sm font-semibold text-ink">
                        <span className={`mr-2 inline-flex h-5 w-5 items-center justify-center rounded-full text-xs ${s.reachedOn ? 'bg-success text-surface' : 'bg-ink/10 text-ink-soft'}`} aria-hidden>
                          {s.reachedOn ? '✓' : i + 1}
                        </span>
                        {name}
                      </p>
                      <p className="text-xs text-ink-faint">{s.reachedOn ? formatDate(s.reachedOn, lang, { year: true }) : t('console.order.notReached')}</p>
                    </div>
                    {/* Below 360 px the date takes the whole row (its field would be cut off beside Save). */}
                    <label className="col-span-2 text-xs font-semibold text-ink-soft min-[360px]:col-span-1">
                      {t('console.order.reachedOn')}
                      <input type="date" name="reachedOn" required defaultValue={s.reachedOn ?? ''} className={`${field} mt-1`} />
                    </label>
                    {/* On a phone: date and Save side by side, the note under them. */}
                    <label className="order-last col-span-2 text-xs font-semibold text-ink-soft sm:order-none sm:col-span-1">
                      {t('console.order.note')}
                      <input name="note" maxLength={300} defaultValue={s.note ?? ''} className={`${field} mt-1`} />
                    </label>
                    <button type="submit" className="chip h-10 justify-center px-5 font-semibold">
                      {t('console.order.saveStage')}
                    </button>
                    {error ? (
                      <p role="alert" className="order-last col-span-2 text-sm font-semibold text-brand sm:col-span-4">
                        {error}
                      </p>
                    ) : saved ? (
                      <p role="status" className="order-last col-span-2 text-sm font-semibold text-success sm:col-span-4">
                        {t('console.order.stageSaved', { stage: name })}
                      </p>
                    ) : null}
                  </Form>
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
