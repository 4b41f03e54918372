// /console/buy-for-me/sites: the marketplace sites whose product pages the store reads for "buy for me", one per line
// (an admin's: the list decides where the server connects). An empty box brings back the marketplaces' own list.
import { useTranslation } from 'react-i18next';
import { Form, Link, data, useNavigation } from 'react-router';
import type { Route } from './+types/console-buy-for-me-sites';
import { parse } from '../../server/http/validate';
import { marketplaceHostsInput } from '../../server/modules/buy-for-me/marketplace-hosts';
import { postedForm, readForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { SubmitButton } from '../components/submit-button';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'settings');
  const hosts = await context.services.marketplaceHosts(staff.storeId);
  return { hosts: [...hosts.hosts], own: hosts.own };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('console.buyForMe.hosts.title'), { noindex: true });
}

type ActionResult = { saved: 'own' | 'defaults' } | { error: string; fields: Record<string, string>; hosts: string };

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'settings');
  try {
    const form = await readForm(request);
    const { hosts } = parse(marketplaceHostsInput, { hosts: form.get('hosts') ?? '' });
    await context.services.saveMarketplaceHosts(staff.storeId, hosts, { id: staff.id, name: staff.name });
    return { saved: hosts.length ? 'own' : 'defaults' } satisfies ActionResult;
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    // What was typed stays in the box.
    return data({ error: failure.message, fields: failure.fields, hosts: String(postedForm(request)?.get('hosts') ?? '') } satisfies ActionResult, { status: failure.status });
  }
}

export default function ConsoleBuyForMeSites({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-7xl px-4 py-6" aria-labelledby="hosts-title">
      <Link to="/console/buy-for-me" className="text-sm font-semibold text-brand hover:underline">
        ← {t('console.buyForMe.title')}
      </Link>
      <MarketplaceHosts hosts={loaderData.hosts} own={loaderData.own} result={actionData as ActionResult | undefined} />
    </section>
  );
}

/** The sites whose product pages the store reads, one per line; an empty box brings back the marketplaces' own list. */
function MarketplaceHosts({ hosts, own, result }: { hosts: string[]; own: boolean; result: ActionResult | undefined }) {
  const { t } = useTranslation();
  const saving = useNavigation().state === 'submitting';
  const failed = result && 'error' in result ? result : null;
  const error = failed?.fields.hosts;
  return (
    <div className="mt-3">
      <h1 id="hosts-title" className="text-2xl font-bold text-ink">
        {t('console.buyForMe.hosts.title')}
      </h1>
      <p className="mt-1 max-w-3xl text-sm text-ink-soft">{t('console.buyForMe.hosts.intro')}</p>
      <p className="mt-2 text-sm font-semibold text-ink">{t(own ? 'console.buyForMe.hosts.own' : 'console.buyForMe.hosts.defaults')}</p>
      {/* Drawn afresh with what was stored after a save; after a refusal it keeps what was typed. */}
      <Form method="post" noValidate key={failed ? 'typed' : hosts.join(' ')} className="mt-3 max-w-xl">
        <label htmlFor="marketplace-hosts" className="block text-sm font-semibold text-ink">
          {t('console.buyForMe.hosts.label')}
        </label>
        <textarea
          id="marketplace-hosts"
          name="hosts"
          rows={8}
          maxLength={10_000}
          spellCheck={false}
          autoCapitalize="none"
          autoComplete="off"
          defaultValue={failed ? failed.hosts : hosts.join('\n')}
          className="mt-1 w-full rounded-xl border border-line bg-surface px-3 py-2 font-mono text-sm text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20 aria-[invalid=true]:border-brand"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'marketplace-hosts-error marketplace-hosts-help' : 'marketplace-hosts-help'}
        />
        {error ? (
          <p id="marketplace-hosts-error" className="mt-1 text-sm font-semibold text-brand">
            {error}
          </p>
        ) : null}
        <p id="marketplace-hosts-help" className="mt-1 text-xs text-ink-faint">
          {t('console.buyForMe.hosts.help')}
        </p>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <SubmitButton name="intent" value="hosts" className="btn-primary h-10" busy={saving}>
            {t('console.buyForMe.hosts.save')}
          </SubmitButton>
          {result && 'saved' in result ? (
            <p role="status" className="rounded-xl bg-success/10 px-3 py-2 text-sm font-semibold text-success">
              {t(result.saved === 'own' ? 'console.buyForMe.hosts.saved' : 'console.buyForMe.hosts.reset')}
            </p>
          ) : failed && !error ? (
            <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
              {failed.error}
            </p>
          ) : null}
        </div>
      </Form>
    </div>
  );
}
