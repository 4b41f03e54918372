// The after-order survey on the order page (issue 14): how satisfied the shopper is (1–5), why (required at 3 or less),
// each step optionally (1–5), and how likely they are to recommend the store (0–10). A plain form posting to the page's
// own action (intent=survey, survey-intent.ts), so it works before the script loads. Each scale is a radiogroup of large
// buttons. Once answered, the page thanks the shopper and shows nothing to fill.
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, useActionData, useNavigation } from 'react-router';
import { NPS_MAX, SATISFACTION_MAX, SURVEY_STEPS, surveyNeedsReason } from '../../../core/survey';
import type { SurveyState } from '../../../server/modules/survey/survey-state';
import { SubmitButton } from '../submit-button';
import type { SurveyActionResult } from './survey-intent';

function surveyResult(actionData: unknown): SurveyActionResult['survey'] | null {
  const result = (actionData as Partial<SurveyActionResult> | undefined)?.survey;
  return result && typeof result === 'object' && 'ok' in result ? result : null;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** A scale as a radiogroup of large tappable buttons: real radios (arrows move, Space chooses), transparent over each button so a tap lands on the radio. */
function Scale(props: { name: string; label: string; labelId: string; values: number[]; titles?: (v: number) => string; defaultValue?: string; onChange?: (v: number) => void; size: 'lg' | 'md' | 'sm'; error?: string; describedBy?: string }) {
  const errorId = `${props.labelId}-error`;
  const box = props.size === 'lg' ? 'h-14 min-w-14 text-xl' : props.size === 'md' ? 'h-11 min-w-11 text-base' : 'h-10 min-w-10 text-sm';
  return (
    <div>
      <div
        role="radiogroup"
        aria-labelledby={props.labelId}
        aria-describedby={[props.describedBy, props.error ? errorId : null].filter(Boolean).join(' ') || undefined}
        aria-invalid={props.error ? true : undefined}
        className="mt-2 flex flex-wrap gap-2"
      >
        {props.values.map((v) => (
          <label key={v} className="relative block cursor-pointer" title={props.titles?.(v)}>
            <input
              type="radio"
              name={props.name}
              value={v}
              defaultChecked={props.defaultValue === String(v)}
              onChange={() => props.onChange?.(v)}
              className="peer absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
              aria-label={props.titles ? `${v} — ${props.titles(v)}` : String(v)}
            />
            <span
              className={`inline-flex items-center justify-center rounded-2xl border-2 border-line bg-surface px-2 font-bold text-ink tabular-nums transition hover:border-brand/60 peer-checked:border-brand peer-checked:bg-brand peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand ${box}`}
              aria-hidden
            >
              {v}
            </span>
          </label>
        ))}
      </div>
      {props.error ? (
        <p id={errorId} className="mt-1 text-sm font-semibold text-brand">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

export function SurveyForm({ order, state }: { order: { number: number }; state: SurveyState }) {
  const { t } = useTranslation();
  const id = useId();
  const result = surveyResult(useActionData());
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'survey';
  const failed = result && !result.ok ? result : null;
  const [score, setScore] = useState<number | null>(failed?.values.satisfaction ? Number(failed.values.satisfaction) : null);

  if (state === 'closed') return null;
  if (state === 'answered' || result?.ok) {
    return (
      <section id="survey" className="mt-6 rounded-3xl border border-success/40 bg-success/10 p-4 sm:p-6" aria-labelledby={`${id}-thanks`}>
        <h2 id={`${id}-thanks`} className="text-lg font-bold text-ink">
          {t('survey.thanks')}
        </h2>
        <p className="mt-1 text-ink-soft">{t('survey.thanksBody')}</p>
        {/* An answer sent again (an older tab) is told why nothing changed. */}
        {failed ? (
          <p role="alert" className="mt-3 rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
            {failed.error}
          </p>
        ) : null}
      </section>
    );
  }
  const values = failed?.values ?? {};
  const fields = failed?.fields ?? {};
  const reasonNeeded = score !== null && surveyNeedsReason(score);
  return (
    <section id="survey" className="mt-6 rounded-3xl border-2 border-brand/40 bg-surface p-4 sm:p-6" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="text-xl font-bold text-ink">
        {t('survey.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('survey.intro', { number: order.number })}</p>
      <Form method="post" preventScrollReset noValidate className="mt-4 space-y-5">
        <input type="hidden" name="intent" value="survey" />
        {failed && Object.keys(fields).length === 0 ? (
          <p role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
            {failed.error}
          </p>
        ) : failed ? (
          <div role="alert" className="rounded-xl bg-brand/10 px-3 py-2 text-sm font-semibold text-brand">
            {Object.values(fields).map((m) => (
              <p key={m}>{m}</p>
            ))}
          </div>
        ) : null}

        <div>
          <p id={`${id}-satisfaction`} className="font-semibold text-ink">
            {t('survey.satisfaction')}
          </p>
          <Scale
            name="satisfaction"
            label={t('survey.satisfaction')}
            labelId={`${id}-satisfaction`}
            values={range(1, SATISFACTION_MAX)}
            titles={(v) => t(`survey.scale.s${v}` as 'survey.scale.s1')}
            defaultValue={values.satisfaction}
            onChange={setScore}
            size="lg"
            error={fields.satisfaction}
          />
          <p className="mt-1 text-sm text-ink-soft">
            1 — {t('survey.scale.s1')} · 5 — {t('survey.scale.s5')}
          </p>
        </div>

        <label className="block">
          <span className="font-semibold text-ink">
            {t('survey.reason')}
            {reasonNeeded ? <span aria-hidden> *</span> : null}
          </span>
          <span id={`${id}-reason-hint`} className="block text-sm text-ink-soft">
            {t('survey.reasonHint')}
          </span>
          <textarea
            name="reason"
            rows={3}
            maxLength={1000}
            defaultValue={values.reason}
            aria-required={reasonNeeded || undefined}
            aria-invalid={fields.reason ? true : undefined}
            aria-describedby={`${id}-reason-hint${fields.reason ? ` ${id}-reason-error` : ''}`}
            className="mt-1 w-full rounded-xl border border-line bg-surface px-3 py-2 text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
          />
          {fields.reason ? (
            <span id={`${id}-reason-error`} className="mt-1 block text-sm font-semibold text-brand">
              {fields.reason}
            </span>
          ) : null}
        </label>

        <fieldset className="rounded-2xl border border-line p-3 sm:p-4">
          <legend className="px-1 font-semibold text-ink">{t('survey.stepsTitle')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {SURVEY_STEPS.map((step) => (
              <div key={step}>
                <p id={`${id}-step-${step}`} className="text-sm font-semibold text-ink-soft">
                  {t(`survey.steps.${step}`)}
                </p>
                <Scale name={`step_${step}`} label={t(`survey.steps.${step}`)} labelId={`${id}-step-${step}`} values={range(1, SATISFACTION_MAX)} defaultValue={values[`step_${step}`]} size="sm" error={fields[`steps.${step}`]} />
              </div>
            ))}
          </div>
        </fieldset>

        <div>
          <p id={`${id}-nps`} className="font-semibold text-ink">
            {t('survey.nps')}
          </p>
          <Scale name="nps" label={t('survey.nps')} labelId={`${id}-nps`} describedBy={`${id}-nps-ends`} values={range(0, NPS_MAX)} defaultValue={values.nps} size="md" error={fields.nps} />
          <p id={`${id}-nps-ends`} className="mt-1 flex flex-wrap justify-between gap-x-4 text-sm text-ink-soft">
            <span>{t('survey.npsLow')}</span>
            <span>{t('survey.npsHigh')}</span>
          </p>
        </div>

        <SubmitButton className="btn-primary" busy={busy}>
          {t('survey.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
}
