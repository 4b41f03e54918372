// /console/products/import: the price list. Download it (CSV or XLSX), edit it in a spreadsheet, upload it: the check (a
// dry run) lists what would be created and changed (field: before → after) and which rows are refused (row, column,
// reason, in the staff member's language), writing nothing. "Apply" carries the checked file's key, its SHA-256 and the
// plan's digest, so what is applied is exactly what was checked (server/modules/products/import-products.ts).
import { useTranslation } from 'react-i18next';
import { Form, data, useNavigation } from 'react-router';
import { z } from 'zod';
import type { Route } from './+types/console-products-import';
import { AppError } from '../../core/app-error';
import { formatMnt } from '../../core/money';
import { PRICE_LIST_COLUMNS, type PriceListColumn, type Refusal } from '../../core/price-list';
import { PRICE_LIST_BODY_LIMIT } from '../../server/http/body-limits';
import { checkFormText } from '../../server/http/clean-text';
import { parse } from '../../server/http/validate';
import { readUploadForm } from '../../server/modules/leasing/read-upload-form';
import type { PriceListCheck } from '../../server/modules/products/import-products';
import { postedForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { SubmitButton } from '../components/submit-button';
import { card, label } from '../components/console-form';
import { FilePicker } from '../components/file-picker';

export async function loader({ context, url }: Route.LoaderArgs) {
  await requireArea(context, url, 'catalog');
  return {};
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.priceList.title'), { noindex: true });
}

const hex64 = z.string().regex(/^[0-9a-f]{64}$/);
const applyInput = z.object({ key: z.string().max(200), sha256: hex64, digest: hex64 });

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'catalog');
  try {
    const read = await readUploadForm(request, PRICE_LIST_BODY_LIMIT);
    if ('tooLarge' in read) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'file', messageKey: 'priceListTooBig' }] });
    const form = checkFormText(read.form);
    const intent = form.get('intent');
    if (intent === 'check') {
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'file', messageKey: 'fieldRequired' }] });
      const check = await context.services.checkPriceList(staff.storeId, new Uint8Array(await file.arrayBuffer()), file.name);
      return { intent, check };
    }
    if (intent === 'apply') {
      const input = parse(applyInput, Object.fromEntries(form));
      const applied = await context.services.applyPriceList(staff.storeId, input, { id: staff.id, name: staff.name });
      return { intent, applied };
    }
    throw new AppError('VALIDATION');
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    const intent = postedForm(request)?.get('intent') ?? null;
    return data({ intent, error: failure.message, fields: failure.fields }, { status: failure.status });
  }
}

const th = 'px-3 py-2 font-semibold';
const td = 'px-3 py-2 align-top';

export default function ConsoleProductsImport({ actionData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const busy = useNavigation().state !== 'idle';
  const number = (n: number) => n.toLocaleString(i18n.language === 'mn' ? 'mn-MN' : 'en-US').replace(/,/g, i18n.language === 'mn' ? ' ' : ',');
  const failed = actionData && 'error' in actionData ? actionData : null;
  const check: PriceListCheck | null = actionData && 'check' in actionData ? (actionData.check ?? null) : null;
  const applied = actionData && 'applied' in actionData ? actionData.applied : null;
  const columnName = (c: PriceListColumn | null) => (c ? t(`console.priceList.columns.${c}`) : '—');
  const reason = (r: Refusal) => t(`console.priceList.reasons.${r.reason}`, { value: r.value ?? '', ref: r.ref ?? '', column: r.column ?? '' });
  // Prices as people read them (45,900₮); other cells as the file writes them.
  const cell = (column: PriceListColumn, value: string) => (value && /^\d+$/.test(value) && (column === 'price' || column === 'compare_at_price') ? formatMnt(Number(value)) : value || '—');
  const toApply = check ? check.counts.newProducts + check.counts.changedProducts + check.counts.newVariants + check.counts.changedVariants : 0;
  return (
    <section aria-labelledby="price-list-title" className="mx-auto min-w-0 max-w-7xl px-4 py-6">
      <h1 id="price-list-title" className="text-2xl font-bold text-ink">
        {t('console.priceList.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('console.priceList.intro')}</p>
      {failed ? (
        <p role="alert" className="mt-3 rounded-xl bg-surface px-3 py-2 text-sm font-semibold text-brand ring-1 ring-brand/30">
          {failed.error} {Object.values(failed.fields ?? {}).join(' ')}
        </p>
      ) : null}
      {applied ? (
        <p role="status" className="mt-3 rounded-xl bg-surface px-3 py-2 text-sm font-semibold text-ink ring-1 ring-line">
          {t('console.priceList.applied', {
            newProducts: number(applied.newProducts),
            newVariants: number(applied.newVariants),
            changedVariants: number(applied.changedVariants),
            changedProducts: number(applied.changedProducts),
          })}
        </p>
      ) : null}
      <div className="mt-4 grid gap-4 lg:grid-cols-2">
        <section className={card} aria-labelledby="price-list-export">
          <h2 id="price-list-export" className="font-bold text-ink">
            {t('console.priceList.export')}
          </h2>
          <p className="mt-1 text-sm text-ink-soft">{t('console.priceList.exportHelp')}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href="/console/products/export.csv" download className="chip">
              {t('console.priceList.exportCsv')}
            </a>
            <a href="/console/products/export.xlsx" download className="chip">
              {t('console.priceList.exportXlsx')}
            </a>
          </div>
        </section>
        <Form method="post" encType="multipart/form-data" className={card} aria-labelledby="price-list-import" noValidate>
          <h2 id="price-list-import" className="font-bold text-ink">
            {t('console.priceList.import')}
          </h2>
          <label className={`${label} mt-3`} htmlFor="price-list-file">
            {t('console.priceList.file')}
          </label>
          <FilePicker
            id="price-list-file"
            name="file"
            required
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-invalid={failed?.fields?.file ? true : undefined}
            aria-describedby="price-list-columns"
            className="mt-1"
          />
          <p id="price-list-columns" className="mt-2 break-words text-xs text-ink-faint">
            {t('console.priceList.columnsHelp', { columns: PRICE_LIST_COLUMNS.join(', ') })}
          </p>
          <SubmitButton name="intent" value="check" className="btn-primary mt-3 h-10 px-6" busy={busy}>
            {t('console.priceList.check')}
          </SubmitButton>
        </Form>
      </div>

      {check ? (
        <section className="mt-6" aria-labelledby="price-list-report">
          <h2 id="price-list-report" className="text-lg font-bold text-ink">
            {t('console.priceList.report', { name: check.file.name })}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-2 text-sm" aria-label={t('console.priceList.report', { name: check.file.name })}>
            <li className="chip">{t('console.priceList.counts.rows', { count: check.counts.rows })}</li>
            {(['newProducts', 'changedProducts', 'newVariants', 'changedVariants', 'unchanged', 'refused'] as const).map((k) => (
              <li key={k} className="chip">
                {t(`console.priceList.counts.${k}`, { count: number(check.counts[k]) })}
              </li>
            ))}
          </ul>

          {check.refused.length > 0 ? (
            <>
              <h3 id="price-list-refused" className="mt-5 font-bold text-ink">
                {t('console.priceList.refusedTitle')}
              </h3>
              <p className="text-sm text-ink-soft">{t('console.priceList.refusedNote')}</p>
              <div className="mt-2 overflow-x-auto rounded-2xl border border-line bg-surface">
                <table className="w-full text-left text-sm" aria-labelledby="price-list-refused">
                  <thead className="bg-surface-muted text-xs text-ink-soft">
                    <tr>
                      <th className={th}>{t('console.priceList.row')}</th>
                      <th className={th}>{t('console.priceList.column')}</th>
                      <th className={th}>{t('console.priceList.reason')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {check.refused.map((r, i) => (
                      <tr key={`${r.row}-${r.column}-${i}`}>
                        <td className={`${td} font-semibold text-ink`}>{r.row}</td>
                        <td className={`${td} text-ink`}>{columnName(r.column)}</td>
                        <td className={`${td} break-words text-ink`}>{reason(r)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {check.moreRefused > 0 ? <p className="mt-1 text-sm text-ink-soft">{t('console.priceList.more', { count: check.moreRefused })}</p> : null}
            </>
          ) : null}

          {check.lines.length > 0 ? (
            <>
              <h3 id="price-list-changes" className="mt-5 font-bold text-ink">
                {t('console.priceList.changesTitle')}
              </h3>
              <div className="mt-2 overflow-x-auto rounded-2xl border border-line bg-surface">
                <table className="w-full text-left text-sm" aria-labelledby="price-list-changes">
                  <thead className="bg-surface-muted text-xs text-ink-soft">
                    <tr>
                      <th className={th}>{t('console.priceList.row')}</th>
                      <th className={th}>{t('console.priceList.product')}</th>
                      <th className={th}>{t('console.priceList.change')}</th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {check.lines.map((line) => (
                      <tr key={`${line.row}-${line.sku}`}>
                        <td className={`${td} font-semibold text-ink`}>{line.row}</td>
                        <td className={`${td} break-all text-ink`}>
                          {line.name || line.slug}
                          {line.sku ? <span className="block text-xs text-ink-faint">{line.sku}</span> : null}
                        </td>
                        <td className={`${td} text-ink`}>
                          <span className="font-semibold">{t(`console.priceList.kind.${line.kind}`)}</span>
                          {line.changes.length > 0 ? (
                            <ul className="mt-1 space-y-0.5">
                              {line.changes.map((c) => (
                                <li key={c.column} className="break-words">
                                  {columnName(c.column)}: <del className="text-ink-soft">{cell(c.column, c.before)}</del> → <ins className="no-underline">{cell(c.column, c.after)}</ins>
                                </li>
                              ))}
                            </ul>
                          ) : null}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {check.moreLines > 0 ? <p className="mt-1 text-sm text-ink-soft">{t('console.priceList.more', { count: check.moreLines })}</p> : null}
            </>
          ) : null}

          {toApply > 0 ? (
            <Form method="post" className={`${card} mt-5`} aria-labelledby="price-list-apply" noValidate>
              <h3 id="price-list-apply" className="sr-only">
                {t('console.priceList.apply')}
              </h3>
              <input type="hidden" name="key" value={check.file.key} />
              <input type="hidden" name="sha256" value={check.file.sha256} />
              <input type="hidden" name="digest" value={check.digest} />
              <p className="text-sm text-ink-soft">{t('console.priceList.applyNote')}</p>
              <SubmitButton name="intent" value="apply" className="btn-primary mt-3 h-10 px-6" busy={busy}>
                {t('console.priceList.apply')}
              </SubmitButton>
            </Form>
          ) : (
            <p role="status" className="mt-5 text-sm text-ink-soft">
              {t('console.priceList.nothing')}
            </p>
          )}
        </section>
      ) : null}
    </section>
  );
}
