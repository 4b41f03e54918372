// /console/giftcards: the store's gift cards, newest first, each with its balance, validity, limits, who issued it and
// its ledger (issued, every order it paid, deactivation); a form to issue a card (admins and operators alike: selling
// gift cards is counter work) that shows the new code and its shareable link; and deactivating a card.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, Link, data, redirect, useActionData, useNavigation, useSearchParams } from 'react-router';
import type { Route } from './+types/console-giftcards';
import { AppError } from '../../core/app-error';
import { formatDate, formatDateTime } from '../../core/dates';
import { formatMnt } from '../../core/money';
import { parse } from '../../server/http/validate';
import type { GiftCardStatus } from '../../server/modules/giftcards/gift-card-rules';
import { cardId, giftCardListQueryFrom, issueInput, type GiftCardListQuery } from '../../server/modules/giftcards/schemas';
import { CopyButton } from '../components/giftcard/copy-button';
import type { Language } from '../../core/i18n';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { readForm } from '../lib/action-error';
import { SubmitButton } from '../components/submit-button';
import { ConsolePager } from '../components/console-pager';
import { AuditHistory } from '../components/console/audit-history';
import type { AuditEntry } from '../../server/modules/audit/list-audit';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'money');
  const query = giftCardListQueryFrom(url.searchParams);
  const canonical = listSearch(query);
  if (canonical !== url.searchParams.toString()) throw redirect(`/console/giftcards${canonical ? `?${canonical}` : ''}`);
  const list = await context.services.listGiftCards(staff.storeId, query);
  const history = await context.services.auditHistories(
    staff.storeId,
    'gift_card',
    list.cards.map((c) => c.id),
  );
  return { query, list, history, origin: context.origin };
}

export const headers = consoleHeaders;

function listSearch(query: GiftCardListQuery): string {
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.page > 1) search.set('page', String(query.page));
  return search.toString();
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('giftCard.console.title'), { noindex: true });
}

type ActionResult =
  | { done: 'issued'; code: string; url: string }
  | { done: 'deactivated'; code: string }
  | { error: string; fields: Record<string, string>; intent: 'issue' | 'deactivate' };

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'money');
  let intent: 'deactivate' | 'issue' = 'issue';
  try {
    const form = await readForm(request);
    intent = form.get('intent') === 'deactivate' ? 'deactivate' : 'issue';
    if (intent === 'deactivate') {
      const id = cardId.safeParse(form.get('id'));
      if (!id.success) throw new AppError('NOT_FOUND', 'giftCardNotFound');
      await context.services.deactivateGiftCard({ storeId: staff.storeId, id: id.data, staff });
      return { done: 'deactivated', code: String(form.get('code') ?? '').slice(0, 40) } satisfies ActionResult;
    }
    const amount = (name: string) => String(form.get(name) ?? '').replace(/[\s,.'’₮]/g, '');
    const input = parse(issueInput, {
      amount: amount('amount') || undefined,
      expiresOn: form.get('expiresOn') ?? undefined,
      minUse: amount('minUse'),
      maxUse: amount('maxUse'),
      phone: form.get('phone') ?? undefined,
      language: form.get('language') ?? undefined,
    });
    const card = await context.services.issueGiftCard({ ...input, storeId: staff.storeId, staff });
    return { done: 'issued', code: card.code, url: `${context.origin}/giftcard/${card.urlToken}` } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ error: failure.message, fields: failure.fields, intent } satisfies ActionResult, { status: failure.status });
  }
}

const field = 'mt-1 h-10 w-full rounded-xl border border-line bg-surface px-3 text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20';
const label = 'block text-xs font-semibold text-ink-soft';

const tone: Record<GiftCardStatus, string> = {
  active: 'bg-success/10 text-success',
  used: 'bg-ink/10 text-ink-soft',
  inactive: 'bg-brand/10 text-brand',
  expired: 'bg-amber-500/15 text-amber-800 dark:text-amber-300',
};

export default function ConsoleGiftCards({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { query, list } = loaderData;
  const [params] = useSearchParams();
  const navigation = useNavigation();
  const result = useActionData<typeof action>() as ActionResult | undefined;

  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="giftcards-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="giftcards-title" className="text-2xl font-bold text-ink">
          {t('giftCard.console.title')}
        </h1>
        <p className="text-sm text-ink-soft" role="status">
          {t('giftCard.console.count', { count: list.total })}
        </p>
      </div>

      <div className="mt-4 grid items-start gap-4 lg:grid-cols-[1fr_22rem]">
        <IssueForm result={result} />

        <div className="space-y-3 lg:order-first">
          <Form method="get" key={params.toString()} role="search" aria-label={t('giftCard.console.search')} className="flex flex-wrap items-end gap-2 rounded-2xl border border-line bg-surface p-3" noValidate>
            <label className={`${label} min-w-48 flex-1`}>
              {t('giftCard.console.search')}
              <input type="search" name="q" defaultValue={query.q ?? ''} placeholder={t('giftCard.console.searchHint')} maxLength={64} autoCapitalize="characters" spellCheck={false} className={`${field} font-mono`} />
            </label>
            <button type="submit" className="btn-primary h-10">
              {t('giftCard.console.find')}
            </button>
            {query.q ? (
              <Link to="/console/giftcards" className="chip h-10">
                {t('giftCard.console.clear')}
              </Link>
            ) : null}
          </Form>

          {result && 'done' in result && result.done === 'deactivated' ? (
            <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
              {t('giftCard.console.deactivated', { code: result.code })}
            </p>
          ) : result && 'error' in result && result.intent === 'deactivate' ? (
            <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
              {result.error}
            </p>
          ) : null}

          <div className={navigation.state === 'loading' ? 'opacity-60' : ''}>
            {list.cards.length === 0 ? (
              <p className="rounded-2xl border border-line bg-surface px-4 py-10 text-center text-ink-soft">{query.q ? t('giftCard.console.noneMatch') : t('giftCard.console.none')}</p>
            ) : (
              <ul className="space-y-3">
                {list.cards.map((card) => (
                  <li key={card.id}>
                    <CardRow card={card} origin={loaderData.origin} history={loaderData.history[card.id] ?? []} />
                  </li>
                ))}
              </ul>
            )}
          </div>

          <ConsolePager page={list.page} pages={list.pages} className="" />
        </div>
      </div>
    </section>
  );
}

type Card = Route.ComponentProps['loaderData']['list']['cards'][number];

function CardRow({ card, origin, history }: { card: Card; origin: string; history: AuditEntry[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Language;
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === card.id;
  const link = `${origin}/giftcard/${card.urlToken}`;
  const limits = [card.minUse ? `≥ ${formatMnt(card.minUse)}` : null, card.maxUse ? `≤ ${formatMnt(card.maxUse)}` : null].filter(Boolean).join(' · ');
  return (
    <article className="rounded-2xl border border-line bg-surface p-4" aria-label={card.code}>
      <div>
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono text-base font-bold tracking-wider text-ink">{card.code}</span>
            <span className={`inline-flex whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone[card.status]}`}>{t(`giftCard.status.${card.status}`)}</span>
          </p>
          <p className="mt-1 text-sm">
            <span className="font-semibold tabular-nums text-ink">{t('giftCard.console.balance', { balance: formatMnt(card.balance), amount: formatMnt(card.amount) })}</span>
            <span className="text-ink-soft">
              {' · '}
              {card.validThrough ? t('giftCard.validThrough', { date: formatDate(card.validThrough, lang, { year: true }) }) : t('giftCard.noExpiry')}
              {limits ? ` · ${t('giftCard.console.limits', { limits })}` : ''}
            </span>
          </p>
          <p className="mt-0.5 text-xs text-ink-faint">
            {card.issuedBy
              ? t('giftCard.console.issuedBy', { date: formatDate(card.issuedAt, lang, { year: true }), name: card.issuedBy })
              : t('giftCard.console.issuedOn', { date: formatDate(card.issuedAt, lang, { year: true }) })}
          </p>
        </div>
        <div className="mt-3 flex flex-wrap gap-2">
          <a href={`/giftcard/${card.urlToken}`} target="_blank" rel="noreferrer" className="chip">
            {t('giftCard.console.open')}
          </a>
          <CopyButton text={link} label={t('giftCard.console.copyLink')} done={t('giftCard.console.linkCopied')} failed={t('giftCard.copyFailed')} />
          {card.status !== 'inactive' ? (
            <Form
              method="post"
              onSubmit={(event) => {
                if (!window.confirm(t('giftCard.console.deactivateConfirm', { code: card.code }))) event.preventDefault();
              }}
              noValidate
            >
              <input type="hidden" name="intent" value="deactivate" />
              <input type="hidden" name="id" value={card.id} />
              <input type="hidden" name="code" value={card.code} />
              <SubmitButton busy={busy} className="inline-flex h-9 items-center rounded-full border border-brand/40 px-4 text-sm font-semibold text-brand hover:bg-brand/10 aria-disabled:opacity-60">
                {t('giftCard.console.deactivate')}
              </SubmitButton>
            </Form>
          ) : null}
        </div>
      </div>
      <details className="group mt-3 border-t border-line pt-2">
        <summary className="cursor-pointer select-none text-sm font-semibold text-ink-soft hover:text-ink">{t('giftCard.console.ledger', { count: card.ledger.length })}</summary>
        <ol className="mt-2 divide-y divide-line text-sm">
          {card.ledger.map((e, i) => (
            <li key={i} className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 py-1.5 sm:grid-cols-[14rem_1fr_7rem_7rem]">
              <time dateTime={e.at} className="text-ink-soft">
                {formatDateTime(e.at, lang, { year: true })}
              </time>
              <span className="order-3 text-ink sm:order-none">
                {e.orderNumber ? (
                  <Link to={`/console/orders/${e.orderNumber}`} className="font-semibold underline-offset-2 hover:text-brand hover:underline">
                    {t('giftCard.console.order', { number: e.orderNumber })}
                  </Link>
                ) : e.what.kind === 'issued' || e.what.kind === 'deactivated' ? (
                  t(`giftCard.console.entry.${e.what.kind}`, { name: e.what.name })
                ) : (
                  e.note
                )}
              </span>
              <span className={`text-right font-semibold tabular-nums ${e.amount < 0 ? 'text-brand' : e.amount > 0 ? 'text-success' : 'text-ink-faint'}`}>
                {e.amount > 0 ? '+' : e.amount < 0 ? '−' : ''}
                {formatMnt(Math.abs(e.amount))}
              </span>
              <span className="order-4 text-right tabular-nums text-ink-soft sm:order-none">{formatMnt(e.balanceAfter)}</span>
            </li>
          ))}
        </ol>
      </details>
      <AuditHistory entries={history} title={t('console.audit.staffChanges')} collapsed className="mt-2 border-t border-line pt-2" />
    </article>
  );
}

function IssueForm({ result }: { result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'issue';
  const form = useRef<HTMLFormElement>(null);
  const issued = result && 'done' in result && result.done === 'issued' ? result : null;
  const error = result && 'error' in result && result.intent === 'issue' ? result : null;
  useEffect(() => {
    if (issued) form.current?.reset();
  }, [issued]);
  const fieldError = (name: string) => (error?.fields[name] ? <span className="mt-1 block text-xs font-semibold text-brand">{error.fields[name]}</span> : null);
  const optional = <span className="font-normal text-ink-faint"> ({t('giftCard.console.optional')})</span>;
  return (
    <div className="space-y-3 lg:sticky lg:top-4">
      {issued ? (
        <div role="status" className="rounded-2xl border-2 border-success/30 bg-surface p-4">
          <p className="text-sm font-semibold text-success">{t('giftCard.console.issued')}</p>
          <p className="mt-1 break-all font-mono text-xl font-bold tracking-wider text-ink" data-testid="issued-code">
            {issued.code}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <a href={issued.url} target="_blank" rel="noreferrer" className="btn-primary h-9 px-4 text-sm">
              {t('giftCard.console.open')}
            </a>
            <CopyButton text={issued.url} label={t('giftCard.console.copyLink')} done={t('giftCard.console.linkCopied')} failed={t('giftCard.copyFailed')} />
          </div>
        </div>
      ) : null}
      <Form method="post" ref={form} className="space-y-3 rounded-2xl border border-line bg-surface p-4" aria-labelledby="issue-title" noValidate>
        <h2 id="issue-title" className="font-bold text-ink">
          {t('giftCard.console.issue')}
        </h2>
        <p className="text-xs text-ink-soft">{t('giftCard.console.issueHelp')}</p>
        {error && Object.keys(error.fields).length === 0 ? (
          <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
            {error.error}
          </p>
        ) : null}
        <input type="hidden" name="intent" value="issue" />
        <label className={label}>
          {t('giftCard.console.amount')}
          <input name="amount" required inputMode="numeric" maxLength={14} placeholder="100000" className={`${field} tabular-nums`} />
          {fieldError('amount')}
        </label>
        <label className={label}>
          {t('giftCard.console.expiresOn')}
          {optional}
          <input name="expiresOn" type="date" className={field} aria-describedby="expires-help" />
          <span id="expires-help" className="mt-1 block font-normal text-ink-faint">
            {t('giftCard.console.expiresHelp')}
          </span>
          {fieldError('expiresOn')}
        </label>
        <div className="grid grid-cols-2 gap-3">
          <label className={label}>
            {t('giftCard.console.minUse')}
            {optional}
            <input name="minUse" inputMode="numeric" maxLength={14} className={`${field} tabular-nums`} />
            {fieldError('minUse')}
          </label>
          <label className={label}>
            {t('giftCard.console.maxUse')}
            {optional}
            <input name="maxUse" inputMode="numeric" maxLength={14} className={`${field} tabular-nums`} />
            {fieldError('maxUse')}
          </label>
        </div>
        <div className="grid grid-cols-[1fr_auto] gap-3">
          <label className={label}>
            {t('giftCard.console.sendTo')}
            {optional}
            <input name="phone" type="tel" inputMode="tel" autoComplete="off" maxLength={20} placeholder="9911 2233" className={field} aria-describedby="send-help" />
            {fieldError('phone')}
          </label>
          <label className={label}>
            {t('giftCard.console.sendIn')}
            <select name="language" defaultValue="mn" className={field}>
              <option value="mn">{t('giftCard.console.inMongolian')}</option>
              <option value="en">{t('giftCard.console.inEnglish')}</option>
            </select>
          </label>
          <span id="send-help" className="col-span-2 -mt-2 text-xs text-ink-faint">
            {t('giftCard.console.sendHelp')}
          </span>
        </div>
        <SubmitButton busy={busy} className="btn-primary w-full">
          {t('giftCard.console.submit')}
        </SubmitButton>
      </Form>
    </div>
  );
}
