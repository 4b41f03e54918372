// /console/transfers: bank transfers from the store's statement. Staff enter one (or import the bank's CSV export); each
// is matched to an order by the reference the shopper wrote, and one naming no order waits here to be assigned.
import { useTranslation } from 'react-i18next';
import { Form, data, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/console-transfers';
import { AppError } from '../../core/app-error';
import { formatDate } from '../../core/dates';
import { formatMnt } from '../../core/money';
import { parse } from '../../server/http/validate';
import { orderNumberOf } from '../../server/modules/orders/routes';
import type { Language } from '../../core/i18n';
import { readForm, postedForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { SubmitButton } from '../components/submit-button';
import { FilePicker } from '../components/file-picker';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'money');
  return { transfers: await context.services.listBankTransfers(staff.storeId, { limit: 200 }) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.transfers.title'), { noindex: true });
}

const transferInput = z.object({
  bankRef: z.string().trim().min(1).max(80),
  amount: z.coerce.number().int().positive().max(2_000_000_000),
  description: z.string().trim().max(500),
  payer: z.string().trim().max(120).transform((v) => v || null),
  receivedOn: z.string().trim(),
});

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'money');
  const who = { id: staff.id, name: staff.name };
  try {
    const form = await readForm(request);
    const intent = form.get('intent');
    if (intent === 'record') {
      const result = await context.services.recordBankTransfer(staff.storeId, parse(transferInput, Object.fromEntries(form)), who);
      return { intent, result };
    }
    if (intent === 'import') {
      const file = form.get('statement');
      const text = file instanceof File ? await file.text() : String(form.get('csv') ?? '');
      if (!text.trim()) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'statement', messageKey: 'fieldRequired' }] });
      if (text.length > 5_000_000) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'statement', messageKey: 'fileTooBig' }] });
      return { intent, imported: await context.services.importStatement(staff.storeId, text, who) };
    }
    if (intent === 'assign') {
      const id = z.uuid().parse(form.get('id'));
      await context.services.assignBankTransfer(staff.storeId, id, orderNumberOf(String(form.get('orderNumber') ?? '').trim()), who);
      return { intent, assigned: true };
    }
    throw new AppError('VALIDATION');
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    const intent = postedForm(request)?.get('intent') ?? null;
    return data({ intent, error: failure.message, fields: failure.fields }, { status: failure.status });
  }
}

const field = 'mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
const label = 'block text-xs font-semibold text-ink-soft';
const card = 'rounded-2xl border border-line bg-surface p-4';

export default function ConsoleTransfers({ loaderData, actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const busy = useNavigation().state !== 'idle';
  const failed = actionData && 'error' in actionData ? actionData : null;
  const today = new Date().toISOString().slice(0, 10);
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="transfers-title">
      <h1 id="transfers-title" className="text-2xl font-bold text-ink">
        {t('console.transfers.title')}
      </h1>
      <p className="mt-1 text-sm text-ink-soft">{t('console.transfers.intro')}</p>
      {failed ? (
        <p role="alert" className="mt-3 rounded-xl bg-brand/10 px-3 py-2 text-sm text-brand">
          {failed.error} {Object.values(failed.fields ?? {}).join(' ')}
        </p>
      ) : null}
      {actionData && 'result' in actionData && actionData.result ? (
        <p role="status" className="mt-3 rounded-xl bg-surface-muted px-3 py-2 text-sm text-ink">
          {t(`console.transfers.result.${actionData.result.status}`, { number: actionData.result.orderNumber })}
        </p>
      ) : null}
      {actionData && 'imported' in actionData && actionData.imported ? (
        <p role="status" className="mt-3 rounded-xl bg-surface-muted px-3 py-2 text-sm text-ink">
          {t('console.transfers.imported', { matched: actionData.imported.matched, unmatched: actionData.imported.unmatched, duplicate: actionData.imported.duplicate, errors: actionData.imported.errors.length })}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <Form method="post" className={card} aria-label={t('console.transfers.record')} noValidate>
          <h2 className="font-bold text-ink">{t('console.transfers.record')}</h2>
          <div className="mt-3 grid gap-3 sm:grid-cols-2">
            <label className={label}>
              {t('console.transfers.receivedOn')}
              <input name="receivedOn" type="date" defaultValue={today} required className={field} />
            </label>
            <label className={label}>
              {t('console.transfers.amount')}
              <input name="amount" type="number" min={1} step={1} required inputMode="numeric" className={field} />
            </label>
            <label className={`${label} sm:col-span-2`}>
              {t('console.transfers.description')}
              <input name="description" required maxLength={500} placeholder="Z100123" className={field} />
            </label>
            <label className={label}>
              {t('console.transfers.payer')}
              <input name="payer" maxLength={120} className={field} />
            </label>
            <label className={label}>
              {t('console.transfers.bankRef')}
              <input name="bankRef" required maxLength={80} className={field} />
            </label>
          </div>
          <SubmitButton name="intent" value="record" className="btn-primary mt-3 h-10 px-6" busy={busy}>
            {t('console.transfers.save')}
          </SubmitButton>
        </Form>
        <Form method="post" encType="multipart/form-data" className={card} aria-label={t('console.transfers.import')} noValidate>
          <h2 className="font-bold text-ink">{t('console.transfers.import')}</h2>
          <p className="mt-1 text-sm text-ink-soft">{t('console.transfers.importHelp')}</p>
          <label htmlFor="statement-file" className={`${label} mt-3`}>
            {t('console.transfers.file')}
          </label>
          <FilePicker id="statement-file" name="statement" accept=".csv,text/csv" required className="mt-1" />
          <SubmitButton name="intent" value="import" className="btn-primary mt-3 h-10 px-6" busy={busy}>
            {t('console.transfers.importButton')}
          </SubmitButton>
        </Form>
      </div>
      <div className="mt-6 overflow-x-auto rounded-2xl border border-line">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">{t('console.transfers.list')}</caption>
          <thead className="bg-surface-muted text-xs uppercase tracking-wide text-ink-soft">
            <tr>
              <th className="px-3 py-2">{t('console.transfers.receivedOn')}</th>
              <th className="px-3 py-2">{t('console.transfers.amount')}</th>
              <th className="px-3 py-2">{t('console.transfers.description')}</th>
              <th className="px-3 py-2">{t('console.transfers.order')}</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {loaderData.transfers.map((tr) => (
              <tr key={tr.id}>
                <td className="whitespace-nowrap px-3 py-2 text-ink-soft">{formatDate(tr.receivedOn, lang, { year: true })}</td>
                <td className="whitespace-nowrap px-3 py-2 font-semibold text-ink">{formatMnt(tr.amount)}</td>
                <td className="px-3 py-2 text-ink">
                  {tr.description}
                  <span className="block text-xs text-ink-faint">
                    {tr.payer ? `${tr.payer} · ` : ''}
                    {tr.bankRef}
                  </span>
                </td>
                <td className="px-3 py-2">
                  {tr.orderNumber ? (
                    <a href={`/console/orders/${tr.orderNumber}`} className="font-semibold text-brand hover:underline">
                      {tr.orderNumber}
                    </a>
                  ) : (
                    <Form method="post" className="flex items-center gap-2" aria-label={t('console.transfers.assignTo', { ref: tr.bankRef })} noValidate>
                      <input type="hidden" name="id" value={tr.id} />
                      <label className="sr-only" htmlFor={`assign-${tr.id}`}>
                        {t('console.transfers.orderNumber')}
                      </label>
                      <input id={`assign-${tr.id}`} name="orderNumber" inputMode="numeric" required placeholder="100123" className="h-8 w-24 rounded-lg border border-line bg-surface px-2 text-sm text-ink" />
                      <SubmitButton name="intent" value="assign" className="chip" busy={busy}>
                        {t('console.transfers.assign')}
                      </SubmitButton>
                    </Form>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
