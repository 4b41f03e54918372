// /console/messages: every text the store sent (or owes) shoppers, newest first, 50 a page, filtered by status in the URL
// (?status=failed is where the orders list's alert leads); each with its order, its tries and the gateway's last answer,
// and "Send again".
import { useTranslation } from 'react-i18next';
import { Link, data, redirect, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/console-messages';
import type { MessageStatus } from '../../server/modules/notifications/message-log';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { staffMay } from '../../core/permissions';
import { readForm } from '../lib/action-error';
import { ConsolePager } from '../components/console-pager';
import { MessageItem, MessageOutcome, messageRefused, messageResult, type MessageResult } from '../components/console/message-log';

const STATUSES: readonly MessageStatus[] = ['failed', 'pending', 'sent'];

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'orders');
  const asked = url.searchParams.get('status');
  const status = STATUSES.find((s) => s === asked) ?? null;
  const page = Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1);
  // One address per list: an unknown status or page leaves the URL.
  const canonical = new URLSearchParams();
  if (status) canonical.set('status', status);
  if (page > 1) canonical.set('page', String(page));
  if (canonical.toString() !== url.searchParams.toString()) throw redirect(`/console/messages${canonical.size ? `?${canonical}` : ''}`);
  return { status, list: await context.services.listMessages(staff.storeId, { status, page }, context.origin), mayEditTexts: staffMay(staff.role, 'settings') };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('messages.title'), { noindex: true });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'orders');
  let id = '';
  try {
    const form = await readForm(request);
    id = String(form.get('id') ?? '');
    const outcome = await context.services.sendMessageAgain({ storeId: staff.storeId, id, staff, origin: context.origin, seen: String(form.get('seen') ?? '') });
    return messageResult(id, outcome);
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data(messageRefused(id, failure), { status: failure.status });
  }
}

export default function ConsoleMessages({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { status, list } = loaderData;
  const result = useActionData<typeof action>() as MessageResult | undefined;
  const navigation = useNavigation();
  const filters: { value: MessageStatus | null; label: string }[] = [{ value: null, label: t('messages.all') }, ...STATUSES.map((s) => ({ value: s, label: t(`messages.status.${s}`) }))];
  return (
    <section className="mx-auto max-w-5xl px-4 py-6" aria-labelledby="messages-page-title">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h1 id="messages-page-title" className="text-2xl font-bold text-ink">
          {t('messages.title')}
        </h1>
        <p className="text-sm text-ink-soft" role="status">
          {t('messages.count', { count: list.total })}
        </p>
      </div>
      <p className="mt-1 max-w-prose text-sm text-ink-soft">{t('messages.help')}</p>
      {loaderData.mayEditTexts ? (
        <Link to="/console/messages/texts" className="mt-2 inline-block text-sm font-semibold text-brand underline-offset-2 hover:underline">
          {t('messages.texts.edit')}
        </Link>
      ) : null}
      <nav className="mt-4 flex flex-wrap gap-2" aria-label={t('messages.show')}>
        {filters.map((f) => (
          <Link
            key={f.value ?? 'all'}
            to={f.value ? `/console/messages?status=${f.value}` : '/console/messages'}
            aria-current={f.value === status ? 'page' : undefined}
            className="chip h-9 aria-[current=page]:border-brand aria-[current=page]:bg-brand/10 aria-[current=page]:text-brand"
          >
            {f.label}
          </Link>
        ))}
      </nav>
      {/* Said above the list: a message sent again may leave the list it was in (the failed ones). */}
      <MessageOutcome result={result} className="mt-4" />
      <div className={`mt-4 rounded-2xl border border-line bg-surface px-4 ${navigation.state === 'loading' ? 'opacity-60' : ''}`}>
        {list.items.length === 0 ? (
          <p className="py-10 text-center text-ink-soft">{t('messages.listNone')}</p>
        ) : (
          <ol className="divide-y divide-line">
            {list.items.map((m) => (
              <li key={m.id}>
                <MessageItem message={m} result={undefined} showOrder />
              </li>
            ))}
          </ol>
        )}
      </div>
      <ConsolePager page={list.page} pages={list.pages} />
    </section>
  );
}
