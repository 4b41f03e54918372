// The account forms' rules, shared by the API, the /user page's actions and the tests.
import { z } from 'zod';
import { optionalText } from '../../http/validate';
import { normalizeCivilId } from '../../../core/civil-id';
import { isCalendarDay } from '../../../core/dates';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const profileUpdate = z.object({
  firstName: optionalText(60),
  lastName: optionalText(60),
  displayName: optionalText(60),
  email: z.union([z.literal('').transform(() => null), z.email().max(200)]),
  gender: z.union([z.literal('').transform(() => null), z.enum(['male', 'female', 'uncertain'])]),
  birthDate: z.union([
    z.literal('').transform(() => null),
    // A real calendar day (not 31 February) between 1900 and today.
    isoDate.refine((d) => d >= '1900-01-01' && d <= new Date().toISOString().slice(0, 10) && isCalendarDay(d)),
  ]),
  civilId: z
    .string()
    .max(40)
    .transform((v, ctx) => {
      if (v.trim() === '') return null;
      const id = normalizeCivilId(v);
      if (!id) {
        ctx.addIssue({ code: 'custom', params: { messageKey: 'mustBe12' } });
        return z.NEVER;
      }
      return id.value;
    }),
});
export type ProfileUpdate = z.output<typeof profileUpdate>;

/** Whether the shopper takes marketing-like messages (core/notifications.ts MARKETING_EVENTS). */
export const messageChoice = z.object({ marketingMessages: z.boolean() });
export type MessageChoice = z.output<typeof messageChoice>;

export const addressInput = z.object({
  countryCode: z.string().trim().min(1).max(20),
  cityCode: z.string().trim().min(1).max(20),
  districtCode: optionalText(30),
  khorooCode: optionalText(30),
  detail: z.string().trim().min(1).max(300),
  type: z.enum(['home', 'work', 'other']),
  // Left out means false (the default only tells the API document so).
  isMain: z.preprocess((v) => v === true || v === 'on' || v === '1' || v === 'true', z.boolean().default(false)),
});
export type AddressInput = z.output<typeof addressInput>;
