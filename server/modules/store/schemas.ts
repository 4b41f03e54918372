import { z } from 'zod';
import { normalizeMnPhone } from '../../../core/phone';
import { USER_TOKEN_PATTERN } from '../../../core/user-token';

export const userToken = z.string().regex(USER_TOKEN_PATTERN);
export const storeId = z.uuid();

export const storeSettingsBody = z.object({ storeName: z.string().trim().min(1).max(60) });
export const clientBody = z.object({ store: storeId, user_token: userToken });
export const shippingTypesBody = z.object({ store: storeId });

/** A text in both languages, each required. */
const bothLanguages = (max: number) => z.object({ mn: z.string().trim().min(1).max(max), en: z.string().trim().min(1).max(max) });

/** A contact number shoppers can call, kept as "+976 7711 2233". */
const contactPhone = z
  .string()
  .max(40)
  .transform((v, ctx) => {
    const phone = normalizeMnPhone(v);
    if (!phone) {
      ctx.addIssue({ code: 'custom', params: { messageKey: 'phone' } });
      return z.NEVER;
    }
    return phone;
  });

/**
 * A link to the store's own page on a social network (https, on that network's site), or nothing. The footer links to
 * it, so nothing but such a page (no javascript: or look-alike site) gets through.
 */
const socialLink = (hosts: string[], messageKey: string) =>
  z
    .string()
    .trim()
    .max(200)
    .transform((v, ctx) => {
      if (v === '') return null;
      const url = URL.canParse(v) ? new URL(v) : null;
      const host = url?.hostname.replace(/^(www|m)\./, '');
      if (!url || url.protocol !== 'https:' || !hosts.includes(host!) || url.pathname.length < 2 || url.username || url.password) {
        ctx.addIssue({ code: 'custom', params: { messageKey } });
        return z.NEVER;
      }
      return url.toString();
    });

/** "5011 2233 44": digits, grouped as the bank prints them; 6 to 20 digits. */
const accountNumber = z
  .string()
  .trim()
  .max(40)
  .transform((v, ctx) => {
    const digits = v.replace(/[\s-]/g, '');
    if (!/^\d*$/.test(digits)) ctx.addIssue({ code: 'custom', params: { messageKey: 'numbersOnly' } });
    else if (digits.length < 6 || digits.length > 20) ctx.addIssue({ code: 'custom', params: { messageKey: digits ? 'invalidLength' : 'required' } });
    return v.replace(/\s+/g, ' ');
  });

/** A Mongolian IBAN (MN, 2 check digits, 16 digits), kept in groups of four; optional. */
const iban = z
  .string()
  .trim()
  .max(40)
  .transform((v, ctx) => {
    const compact = v.replace(/\s/g, '').toUpperCase();
    if (compact === '') return undefined;
    if (!/^MN\d{18}$/.test(compact)) {
      ctx.addIssue({ code: 'custom', params: { messageKey: 'iban' } });
      return z.NEVER;
    }
    return compact.replace(/(.{4})(?=.)/g, '$1 ');
  });

/** The bank's and the holder's names in both languages: a Mongolian page shows "Хаан банк", an English one "Khan Bank". */
const bankAccount = z.object({
  bank: bothLanguages(60),
  account: accountNumber,
  holder: bothLanguages(100),
  iban: iban.optional(),
});

/** Nothing typed: no value, or blank text, or only such values inside. */
const blank = (v: unknown): boolean =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') || (typeof v === 'object' && !Array.isArray(v) && Object.values(v).every(blank));

/** A form row left wholly blank is no account (the console offers one empty row to add an account). */
const blankRowToNull = (row: unknown) => (row && typeof row === 'object' && blank(row) ? null : row);

export const MAX_BANK_ACCOUNTS = 6;

/** The store settings staff edit in the console (/console/settings and PUT /api/console/settings). */
export const storeSettingsInput = z.object({
  phone: contactPhone,
  email: z.string().trim().min(1).max(200).pipe(z.email()),
  address: bothLanguages(300),
  schedule: bothLanguages(200),
  facebook: socialLink(['facebook.com', 'fb.com'], 'facebookLink'),
  instagram: socialLink(['instagram.com'], 'instagramLink'),
  bankAccounts: z
    .array(z.preprocess(blankRowToNull, bankAccount.nullable()))
    .max(MAX_BANK_ACCOUNTS)
    .transform((rows) => rows.filter((r) => r !== null)),
});
export type StoreSettingsInput = z.output<typeof storeSettingsInput>;
