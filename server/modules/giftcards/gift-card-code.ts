// Gift card codes and links. A code is what a shopper types when paying: 16 characters in four groups
// ("K7QM-2XHD-9PAR-WF4C") from 32 letters and digits that cannot be mistaken for each other (no 0/O, no 1/I), drawn
// from the system's cryptographic random source: 80 bits, far beyond guessing. A link token is what the card's page
// is found by (/giftcard/{token}): 128 random bits, base64url.
import { randomBytes } from 'node:crypto';

/** A–Z without I and O, 2–9: 32 characters, so one random byte's low 5 bits pick one without bias. */
export const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CODE_GROUPS = 4;
export const CODE_GROUP_LENGTH = 4;
const CODE_LENGTH = CODE_GROUPS * CODE_GROUP_LENGTH;

/** A new random code, grouped with dashes as it is stored and printed. */
export function generateGiftCardCode(): string {
  const bytes = randomBytes(CODE_LENGTH);
  let code = '';
  for (const byte of bytes) code += CODE_ALPHABET[byte & 31];
  return groupCode(code);
}

/** A new link token: 16 random bytes (128 bits) as 22 base64url characters. */
export function generateUrlToken(): string {
  return randomBytes(16).toString('base64url');
}

const groupCode = (compact: string) => compact.match(new RegExp(`.{1,${CODE_GROUP_LENGTH}}`, 'g'))!.join('-');

/**
 * Cyrillic letters that look like Latin ones, as a Mongolian keyboard types them: a code copied by eye with the
 * keyboard in Cyrillic still finds its card.
 */
const LOOK_ALIKES: Record<string, string> = {
  А: 'A', В: 'B', С: 'C', Е: 'E', Н: 'H', К: 'K', М: 'M', Р: 'P', Т: 'T', Х: 'X', У: 'Y', Ү: 'Y', З: '3',
};

/**
 * A code as typed (any case, spaces, dashes, dots, Cyrillic look-alikes, full-width characters) → the stored form
 * ("K7QM-2XHD-9PAR-WF4C"). Input that cannot be a code comes back cleaned but ungrouped, so it finds no card.
 */
export function normalizeGiftCardCode(input: string): string {
  const cleaned = input
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[АВСЕНКМРТХУҮЗ]/g, (ch) => LOOK_ALIKES[ch] ?? ch)
    .replace(/[\s\-‐‑‒–—_.·/]+/g, '');
  return isCompactCode(cleaned) ? groupCode(cleaned) : cleaned.slice(0, 64);
}

const compactPattern = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);
const isCompactCode = (value: string) => compactPattern.test(value);

/** Whether a string is a code in its stored form. */
export const isGiftCardCode = (value: string) => isCompactCode(value.replace(/-/g, '')) && groupCode(value.replace(/-/g, '')) === value;

/** The code with all but its last group hidden ("••••-••••-••••-WF4C"), for places that only need to recognise a card. */
export const maskGiftCardCode = (code: string) => code.replace(/[^-](?=.*-)/g, '•');
