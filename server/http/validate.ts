import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { normalizeMnMobile } from '../../core/phone';
import { zodFieldIssues } from './error-handler';

/** Parses a request part with the operation's schema; a failure is a VALIDATION AppError naming every bad field. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) throw new AppError('VALIDATION', 'invalidRequest', { fields: zodFieldIssues(result.error) });
  return result.data;
}

/** A body that may be left out: none reads as an empty object (whose required fields are then reported missing). */
export const optionalBody = <S extends z.ZodType>(schema: S) => z.preprocess((value) => value ?? {}, schema);

/** A text field that may be left empty or out: trimmed, at most `max` characters; empty means "not given" (null). */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : null));

/** A Mongolian mobile number as people type it ("9911 2233", "+976 99112233"), kept as +976XXXXXXXX; else "phone". */
export const mnMobile = z
  .string()
  .trim()
  .min(1)
  .transform((v, ctx) => {
    const phone = normalizeMnMobile(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', params: { messageKey: 'phone' } });
      return z.NEVER;
    }
    return phone;
  });
