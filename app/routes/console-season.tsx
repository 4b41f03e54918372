// /console/season (content editors, admins): the storefront's seasonal decorations — by the calendar, New Year or Tsagaan
// Sar always, or off (core/season.ts). Saving is audited and publishes the 'store' change, so the shop shows it at once.
import { useTranslation } from 'react-i18next';
import { Form, data, useActionData, useNavigation } from 'react-router';
import type { Route } from './+types/console-season';
import { activeSeason, SEASON_MODES, type SeasonMode } from '../../core/season';
import { readForm } from '../lib/action-error';
import { consoleActionError, consoleHeaders, requireArea } from '../lib/console';
import { pageMeta } from '../lib/meta';
import { SubmitButton } from '../components/submit-button';
import { card } from '../components/console-form';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await requireArea(context, url, 'content');
  const mode = await context.services.readSeasonMode(staff.storeId);
  return { mode, showing: activeSeason(mode, new Date()) };
}

export const headers = consoleHeaders;

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta(matches, (t) => t('season.title'), { noindex: true });
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const staff = await requireArea(context, url, 'content');
  try {
    const form = await readForm(request);
    await context.services.saveSeasonMode(staff.storeId, { season: form.get('season') ?? '' }, staff);
    return { saved: Date.now() };
  } catch (err) {
    const failure = consoleActionError(err, await context.lang(), context.requestId);
    return data({ error: failure.fields.season ?? failure.message }, { status: failure.status });
  }
}

export default function ConsoleSeason({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const result = useActionData<typeof action>();
  const saving = useNavigation().state === 'submitting';
  const { mode, showing } = loaderData;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6" aria-labelledby="season-title">
      <h1 id="season-title" className="text-2xl font-bold text-ink">
        {t('season.title')}
      </h1>
      <p className="mt-1 text-sm text-ink-soft">{t('season.intro')}</p>
      <p className="mt-2 text-sm font-semibold text-ink">{t('season.now', { season: showing ? t(`season.names.${showing}`) : t('season.none') })}</p>
      <Form method="post" noValidate key={`${mode} ${result && 'saved' in result ? result.saved : ''}`} className="mt-4 space-y-4">
        <fieldset className={card}>
          <legend className="px-1 font-bold text-ink">{t('season.legend')}</legend>
          <div className="mt-2 space-y-3">
            {SEASON_MODES.map((m: SeasonMode) => (
              <label key={m} className="flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-[:checked]:border-brand">
                <input type="radio" name="season" value={m} defaultChecked={m === mode} aria-describedby={`season-help-${m}`} className="mt-1 h-4 w-4 accent-brand" />
                <span>
                  <span className="block font-semibold text-ink">{t(`season.modes.${m}`)}</span>
                  <span id={`season-help-${m}`} className="block text-xs text-ink-soft">
                    {t(`season.help.${m}`)}
                  </span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton className="btn-primary" busy={saving}>
            {t('season.save')}
          </SubmitButton>
          {result && 'saved' in result ? (
            <p role="status" className="rounded-xl border border-success bg-surface px-3 py-2 text-sm font-semibold text-ink">
              {t('season.saved')}
            </p>
          ) : result && 'error' in result ? (
            <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
              {result.error}
            </p>
          ) : null}
        </div>
      </Form>
    </section>
  );
}
