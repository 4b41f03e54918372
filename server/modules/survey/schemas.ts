// The console's survey filters, read from the page's query: a date range (the answer's day, Ulaanbaatar time), the
// country the order's goods come from, its payment method and its delivery type (the shipping type chosen at checkout).
import { z } from 'zod';

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)));
const optional = <S extends z.ZodType>(s: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), s.optional());

export const surveyQuery = z.object({
  from: optional(day),
  to: optional(day),
  origin: optional(z.enum(['US', 'KR', 'CN', 'JP', 'MN'])),
  payment: optional(z.string().trim().min(1).max(40)),
  delivery: optional(z.string().trim().min(1).max(40)),
  period: optional(z.enum(['week', 'month'])).transform((v) => v ?? 'week'),
});
export type SurveyQuery = z.output<typeof surveyQuery>;
