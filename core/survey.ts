// The after-order survey (issue 14): once an order is complete or delivered, its shopper rates it 1–5 (a low score
// needs a reason: "The survey answer for the reason is required"), may rate each step, and says how likely they are to
// recommend the store, 0–10 (NPS). One answer per order, kept unique by the database.
import { ULAANBAATAR_OFFSET_MS } from './dates';

/** The steps a shopper may rate 1–5 besides the whole order. */
export const SURVEY_STEPS = ['product', 'price', 'delivery', 'packaging', 'staff'] as const;
export type SurveyStep = (typeof SURVEY_STEPS)[number];

/** Satisfaction at or below this needs a reason. */
export const REASON_REQUIRED_AT_OR_BELOW = 3;

/** The NPS scale's ends and its groups: promoters 9–10, passives 7–8, detractors 0–6. */
export const NPS_MAX = 10;
export const SATISFACTION_MAX = 5;
/** The longest reason kept. */
export const REASON_MAX = 1000;

/** Only a complete (delivered) order can be rated. */
export const canAnswerSurvey = (state: string) => state === 'complete';

/** Whether this satisfaction score needs a reason (3 or less). */
export function surveyNeedsReason(score: number): boolean {
  return score <= REASON_REQUIRED_AT_OR_BELOW;
}

export type NpsGroup = 'promoter' | 'passive' | 'detractor';
export function npsGroup(score: number): NpsGroup {
  return score >= 9 ? 'promoter' : score >= 7 ? 'passive' : 'detractor';
}

/**
 * The Net Promoter Score of some answers (0–10 each): % promoters (9–10) minus % detractors (0–6), rounded to a whole
 * number from -100 to 100; null with no answers. E.g. [10, 9, 8, 3] → 50% − 25% = 25.
 */
export function npsScore(answers: readonly number[]): number | null {
  if (answers.length === 0) return null;
  const promoters = answers.filter((a) => npsGroup(a) === 'promoter').length;
  const detractors = answers.filter((a) => npsGroup(a) === 'detractor').length;
  return Math.round(((promoters - detractors) / answers.length) * 100) + 0;
}

export type SurveyAnswer = { satisfaction: number; reason: string; nps: number; steps: Partial<Record<SurveyStep, number>> };
/** A field problem, its message key under `validation.` in the i18n catalogues. */
export type SurveyIssue = { path: string; messageKey: string };

const whole = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max;

/** What is wrong with an answer, field by field (empty: it can be kept). A low score needs a reason. */
export function checkSurveyAnswer(answer: { satisfaction?: unknown; reason?: unknown; nps?: unknown; steps?: Record<string, unknown> }): SurveyIssue[] {
  const issues: SurveyIssue[] = [];
  const reason = typeof answer.reason === 'string' ? answer.reason.trim() : '';
  if (!whole(answer.satisfaction, 1, SATISFACTION_MAX)) issues.push({ path: 'satisfaction', messageKey: answer.satisfaction === undefined || answer.satisfaction === null ? 'survey.chooseSatisfaction' : 'invalidFormat' });
  else if (surveyNeedsReason(answer.satisfaction) && !reason) issues.push({ path: 'reason', messageKey: 'survey.reasonRequired' });
  if (reason.length > REASON_MAX) issues.push({ path: 'reason', messageKey: 'survey.reasonTooLong' });
  if (!whole(answer.nps, 0, NPS_MAX)) issues.push({ path: 'nps', messageKey: answer.nps === undefined || answer.nps === null ? 'survey.chooseNps' : 'invalidFormat' });
  for (const [step, value] of Object.entries(answer.steps ?? {})) {
    if (!(SURVEY_STEPS as readonly string[]).includes(step)) issues.push({ path: `steps.${step}`, messageKey: 'unknownField' });
    else if (value !== undefined && value !== null && !whole(value, 1, SATISFACTION_MAX)) issues.push({ path: `steps.${step}`, messageKey: 'invalidFormat' });
  }
  return issues;
}

/** A form's fields as an answer to check: "" is "not chosen"; steps left out stay out. */
export function readSurveyForm(form: { get(name: string): unknown }): { satisfaction?: number; reason: string; nps?: number; steps: Record<string, number> } {
  const num = (name: string) => {
    const v = form.get(name);
    if (typeof v !== 'string' || v.trim() === '') return undefined;
    return /^\d{1,2}$/.test(v.trim()) ? Number(v.trim()) : NaN;
  };
  const steps: Record<string, number> = {};
  for (const step of SURVEY_STEPS) {
    const v = num(`step_${step}`);
    if (v !== undefined) steps[step] = v;
  }
  const reason = form.get('reason');
  return { satisfaction: num('satisfaction'), reason: typeof reason === 'string' ? reason : '', nps: num('nps'), steps };
}

/** The week (its Monday, YYYY-MM-DD, in Ulaanbaatar time) or month (YYYY-MM) a moment falls in. */
export function periodOf(at: Date, period: 'week' | 'month'): string {
  const local = new Date(at.getTime() + ULAANBAATAR_OFFSET_MS);
  if (period === 'month') return local.toISOString().slice(0, 7);
  const day = (local.getUTCDay() + 6) % 7; // Monday 0
  return new Date(local.getTime() - day * 86_400_000).toISOString().slice(0, 10);
}

/** The NPS of each week or month that has answers, oldest first. */
export function npsOverTime(rows: readonly { nps: number; at: Date }[], period: 'week' | 'month'): { period: string; nps: number; answers: number }[] {
  const byPeriod = new Map<string, number[]>();
  for (const r of rows) {
    const key = periodOf(r.at, period);
    byPeriod.set(key, [...(byPeriod.get(key) ?? []), r.nps]);
  }
  return [...byPeriod.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([key, answers]) => ({ period: key, nps: npsScore(answers) ?? 0, answers: answers.length }));
}

/** The average of each step's ratings (one decimal), and of the whole order's satisfaction; null where nobody rated it. */
export function stepAverages(rows: readonly { satisfaction: number; steps: Partial<Record<SurveyStep, number>> }[]): { step: SurveyStep | 'overall'; average: number | null; answers: number }[] {
  const avg = (values: number[]) => (values.length ? Math.round((values.reduce((s, v) => s + v, 0) / values.length) * 10) / 10 : null);
  const overall = rows.map((r) => r.satisfaction);
  return [
    { step: 'overall' as const, average: avg(overall), answers: overall.length },
    ...SURVEY_STEPS.map((step) => {
      const values = rows.map((r) => r.steps[step]).filter((v): v is number => typeof v === 'number');
      return { step, average: avg(values), answers: values.length };
    }),
  ];
}
