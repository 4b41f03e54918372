// The order's e-receipt (e-barimt). ReceiptCard is the shopper's: once issued, the lottery number, the receipt number, the
// date and the QR code (drawn on the server from PosAPI's QR data); before that, "being issued". ReceiptStaffPanel is the
// console's: status, attempts, last error and the next try, with "Retry now".
import { useTranslation } from 'react-i18next';
import { Form, useLocation, useNavigation } from 'react-router';
import { formatDateTime } from '../../../core/dates';
import { formatMnt } from '../../../core/money';
import type { ReceiptView, ShopperReceipt } from '../../../server/modules/receipts/get-receipt';
import type { Language } from '../../../core/i18n';
import { SubmitButton } from '../submit-button';

const card = 'rounded-2xl border border-line bg-surface p-4 sm:p-5';
const heading = 'text-base font-bold text-ink';

/** The shopper's e-receipt; render it when the order has one (services.getShopperReceipt answered non-null). */
export function ReceiptCard({ receipt }: { receipt: ShopperReceipt }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  return (
    <section className={card} aria-labelledby="receipt-title" data-testid="receipt-card">
      <h2 id="receipt-title" className={heading}>
        {t('receipt.title')}
      </h2>
      {!receipt.issued ? (
        <p role="status" className="mt-2 text-sm text-ink-soft">
          {t('receipt.pending')}
        </p>
      ) : (
        <div className="mt-3 flex flex-col gap-4 sm:flex-row">
          {receipt.qrSvg ? (
            <figure className="mx-auto w-44 shrink-0 rounded-2xl bg-white p-2 sm:mx-0">
              {/* Drawn on the server from the receipt's QR data: it shows without script, black on white in either theme. */}
              <div role="img" aria-label={t('receipt.qr')} dangerouslySetInnerHTML={{ __html: receipt.qrSvg }} />
            </figure>
          ) : null}
          <div className="min-w-0 flex-1">
            <dl className="space-y-2 text-sm">
              {receipt.lottery ? (
                <div>
                  <dt className="text-ink-soft">{t('receipt.lottery')}</dt>
                  <dd className="text-xl font-bold tracking-wide text-ink" data-testid="receipt-lottery">
                    {receipt.lottery}
                  </dd>
                </div>
              ) : null}
              {receipt.ebarimtId ? (
                <div>
                  <dt className="text-ink-soft">{t('receipt.id')}</dt>
                  <dd className="break-all font-mono text-ink">{receipt.ebarimtId}</dd>
                </div>
              ) : null}
              {receipt.issuedAt ? (
                <div>
                  <dt className="text-ink-soft">{t('receipt.issuedAt')}</dt>
                  <dd className="text-ink">
                    <time dateTime={receipt.issuedAt}>{formatDateTime(receipt.issuedAt, lang, { year: true })}</time>
                  </dd>
                </div>
              ) : null}
              <div>
                <dt className="text-ink-soft">{t('receipt.amount')}</dt>
                <dd className="text-ink">
                  {formatMnt(receipt.totalAmount)} · {t('receipt.vat')} {formatMnt(receipt.totalVat)}
                </dd>
              </div>
            </dl>
            <p className="mt-2 text-xs text-ink-faint">{receipt.type === 'B2B_RECEIPT' ? t('receipt.company') : t('receipt.scan')}</p>
          </div>
        </div>
      )}
    </section>
  );
}

const statusTone: Record<ReceiptView['status'], string> = {
  pending: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
  issued: 'bg-success/10 text-success',
  failed: 'bg-brand/10 text-brand',
};

/** What the console's receipt action answered (the page's action result, when it was this panel's). */
type RetryResult = { done?: string; status?: string; lastError?: string | null; error?: string; intent?: string } | undefined;

/** The console's receipt panel: null receipt → not made yet (the order is not fully paid). Posts intent=receipt. */
export function ReceiptStaffPanel({ receipt, result }: { receipt: ReceiptView | null; result: RetryResult }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const location = useLocation(); // the form keeps the history state: the way back to the filtered list
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'receipt';
  const done = result?.done === 'receipt' ? result : null;
  const error = result?.error && result.intent === 'receipt' ? result.error : null;
  return (
    <section className={card} aria-labelledby="receipt-staff-title">
      <h2 id="receipt-staff-title" className={heading}>
        {t('receipt.staff.title')}
      </h2>
      {!receipt ? (
        <p className="mt-2 text-sm text-ink-soft">{t('receipt.staff.none')}</p>
      ) : (
        <>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-ink-soft">{t('receipt.staff.status')}</dt>
            <dd>
              <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone[receipt.status]}`} data-testid="receipt-status">
                {t(`receipt.status.${receipt.status}`)}
              </span>
            </dd>
            <dt className="text-ink-soft">{t('receipt.staff.type')}</dt>
            <dd className="text-ink">{t(`receipt.type.${receipt.type}`)}</dd>
            <dt className="text-ink-soft">{t('receipt.amount')}</dt>
            <dd className="text-ink">
              {formatMnt(receipt.totalAmount)} · {t('receipt.vat')} {formatMnt(receipt.totalVat)}
            </dd>
            <dt className="text-ink-soft">{t('receipt.staff.attempts')}</dt>
            <dd className="text-ink" data-testid="receipt-attempts">
              {receipt.attempts}
            </dd>
            {receipt.status === 'issued' ? (
              <>
                {receipt.lottery ? (
                  <>
                    <dt className="text-ink-soft">{t('receipt.lottery')}</dt>
                    <dd className="font-semibold text-ink">{receipt.lottery}</dd>
                  </>
                ) : null}
                <dt className="text-ink-soft">{t('receipt.id')}</dt>
                <dd className="break-all font-mono text-xs text-ink">{receipt.ebarimtId}</dd>
                {receipt.issuedAt ? (
                  <>
                    <dt className="text-ink-soft">{t('receipt.issuedAt')}</dt>
                    <dd className="text-ink">{formatDateTime(receipt.issuedAt, lang, { year: true })}</dd>
                  </>
                ) : null}
              </>
            ) : (
              <>
                {receipt.lastError ? (
                  <>
                    <dt className="text-ink-soft">{t('receipt.staff.lastError')}</dt>
                    <dd className="break-words text-ink" data-testid="receipt-last-error">
                      {receipt.lastError}
                    </dd>
                  </>
                ) : null}
                {receipt.nextAttemptAt && receipt.attempts > 0 ? (
                  <>
                    <dt className="text-ink-soft">{t('receipt.staff.nextAttempt')}</dt>
                    <dd className="text-ink">{formatDateTime(receipt.nextAttemptAt, lang, { year: true })}</dd>
                  </>
                ) : null}
              </>
            )}
          </dl>
          {receipt.status === 'failed' ? <p className="mt-2 text-sm font-semibold text-brand">{t('receipt.staff.gaveUp')}</p> : null}
          {done ? (
            <p role="status" className={`mt-3 rounded-xl px-3 py-2 text-sm font-semibold ${done.status === 'issued' ? 'bg-success/10 text-success' : 'bg-brand/10 text-brand'}`}>
              {done.status === 'issued' ? t('receipt.staff.issuedNow') : t('receipt.staff.stillFailing', { error: done.lastError ?? '' })}
            </p>
          ) : null}
          {error ? (
            <p role="alert" className="mt-3 rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
              {error}
            </p>
          ) : null}
          {receipt.status !== 'issued' ? (
            <Form method="post" className="mt-3" state={location.state} noValidate>
              <input type="hidden" name="intent" value="receipt" />
              <SubmitButton busy={busy} className="chip h-10 justify-center px-5 font-semibold aria-disabled:opacity-60">
                {t('receipt.staff.retry')}
              </SubmitButton>
            </Form>
          ) : null}
        </>
      )}
    </section>
  );
}
