// Mongolian mobile numbers (+976, 8 digits), checked with libphonenumber's metadata rather than a hand-written pattern.
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** "9911 2233", "+976 99112233", "976-9911-2233" → "+97699112233"; null unless it is a Mongolian mobile number. */
export function normalizeMnMobile(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length > 32) return null;
  const phone = parsePhoneNumberFromString(trimmed, 'MN');
  if (!phone || phone.country !== 'MN' || !phone.isValid()) return null;
  const type = phone.getType();
  if (type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return null;
  return phone.number;
}

/**
 * Any Mongolian number a shopper can call (mobile, landline such as "011 31 2345", or a 7xxx-xxxx line) in its
 * international form, "+976 7711 2233"; null unless it is one. Only digits, spaces, +, -, ( and ) are taken: a stray
 * letter is a typo, not an extension.
 */
export function normalizeMnPhone(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length > 32 || !/^[+\d\s()-]+$/.test(trimmed)) return null;
  const phone = parsePhoneNumberFromString(trimmed, 'MN');
  if (!phone || phone.country !== 'MN' || !phone.isValid()) return null;
  return phone.formatInternational();
}

/** "+97699112233" → "9911 2233", the way the number is written in Mongolia. */
export function formatMnMobile(e164: string): string {
  const local = e164.replace(/^\+976/, '');
  return local.length === 8 ? `${local.slice(0, 4)} ${local.slice(4)}` : e164;
}
