// The careers console's forms (issue 14): a position as its editor sends it (texts in both languages side by side, the
// description as the rich-text editor's JSON, sanitised by savePosition — never trusted), the applications list's query
// and an application's status and notes. Field messages under careersConsole.fields are the console's own.
import { z } from 'zod';
import { APPLICATION_STATUSES, EMPLOYMENT_TYPES, POSITION_STATES, type EmploymentType } from '../../../core/careers';
import { isCalendarDay } from '../../../core/dates';

const text = (max: number) => z.string().trim().max(max);
const both = (max: number) => z.object({ mn: text(max), en: text(max) });
const issue = (ctx: z.RefinementCtx, path: (string | number)[], messageKey: string) => ctx.addIssue({ code: 'custom', path, params: { messageKey }, message: messageKey });

/** The largest monthly salary the form takes (a typo guard): 1 billion tugriks. */
export const MAX_SALARY = 1_000_000_000;

/** A tugrik amount as staff type it ("2,500,000", "2 500 000₮"); empty: not given (null); anything else: NaN. */
const amount = z
  .string()
  .trim()
  .max(30)
  .transform((v) => {
    const digits = v.replace(/[\s,'’₮]/g, '');
    if (!digits) return null;
    return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
  });

/**
 * The position editor's form, as its fields are named ("title.mn", "salaryMin", …). `revision` is the revision the form
 * was made from (0 for a new position): a save against a newer one is refused rather than overwriting it.
 */
export const positionForm = z
  .object({
    revision: z.coerce.number().int().min(0).max(1_000_000),
    team: both(80),
    title: both(160),
    location: both(120),
    employment: text(20),
    salaryMin: amount,
    salaryMax: amount,
    closesOn: text(10),
    docMn: z.string().max(2_000_000),
    docEn: z.string().max(2_000_000),
  })
  .superRefine((form, ctx) => {
    for (const field of ['team', 'title', 'location'] as const) for (const lang of ['mn', 'en'] as const) if (!form[field][lang]) issue(ctx, [field, lang], 'required');
    if (!(EMPLOYMENT_TYPES as readonly string[]).includes(form.employment)) issue(ctx, ['employment'], 'chooseOne');
    for (const field of ['salaryMin', 'salaryMax'] as const) {
      const v = form[field];
      if (v !== null && (!Number.isSafeInteger(v) || v > MAX_SALARY)) issue(ctx, [field], 'careersConsole.fields.salary');
    }
    if (form.salaryMin !== null && form.salaryMax !== null && Number.isSafeInteger(form.salaryMin) && Number.isSafeInteger(form.salaryMax) && form.salaryMin > form.salaryMax)
      issue(ctx, ['salaryMax'], 'careersConsole.fields.salaryOrder');
    if (form.closesOn && !isCalendarDay(form.closesOn)) issue(ctx, ['closesOn'], 'careersConsole.fields.closesOn');
  })
  .transform((form) => ({
    revision: form.revision,
    team: form.team,
    title: form.title,
    location: form.location,
    employment: form.employment as EmploymentType,
    salaryMin: form.salaryMin,
    salaryMax: form.salaryMax,
    closesOn: form.closesOn || null,
    doc: { mn: form.docMn, en: form.docEn },
  }));
export type PositionInput = z.output<typeof positionForm>;

/** Open, close, or take back to draft, from the revision the page showed. */
export const positionStateForm = z.object({ revision: z.coerce.number().int().min(1).max(1_000_000), state: z.enum(POSITION_STATES) });

/** The applications list's filter, from the address (anything unknown is ignored, never an error). */
export type ApplicationQuery = { positionId: string | null; status: (typeof APPLICATION_STATUSES)[number] | null; q: string; page: number };

export function applicationQueryOf(url: URL): ApplicationQuery {
  const position = url.searchParams.get('position') ?? '';
  const status = url.searchParams.get('status') ?? '';
  return {
    positionId: z.uuid().safeParse(position).success ? position : null,
    status: (APPLICATION_STATUSES as readonly string[]).includes(status) ? (status as ApplicationQuery['status']) : null,
    q: (url.searchParams.get('q') ?? '').trim().slice(0, 100),
    page: Math.max(1, Math.min(100_000, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1)),
  };
}

/** The same filter as an address's search (for the pager and the CSV link). */
export function applicationSearch(query: Omit<ApplicationQuery, 'page'> & { page?: number }): string {
  const params = new URLSearchParams();
  if (query.positionId) params.set('position', query.positionId);
  if (query.status) params.set('status', query.status);
  if (query.q) params.set('q', query.q);
  if (query.page && query.page > 1) params.set('page', String(query.page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** A staff member's change to one application: its status and their notes. */
export const applicationUpdateForm = z.object({ status: z.enum(APPLICATION_STATUSES), notes: z.string().trim().max(5000) });
