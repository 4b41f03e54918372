// One rule for the text that comes in, whichever way it comes (JSON bodies, page forms, query strings and paths, the
// headers the store keeps), applied once per way in (server/app.ts, app/lib/action-error.ts):
// - Control characters (Unicode's Cc: C0, DEL and C1) other than tab, line feed and carriage return are refused with a
//   VALIDATION naming the field and the character. No store text has a use for them, PostgreSQL cannot store NUL at all,
//   and the others are invisible on a page; tab and line breaks are what a pasted text or a textarea (CRLF) carries.
// - A lone UTF-16 surrogate is replaced with U+FFFD. Only JSON's \uD800-style escapes can carry one (UTF-8 bytes cannot),
//   and U+FFFD is what the UTF-8 decoder of forms and URLs already makes of bytes that are not text: the same text by every
//   way in, and a client that cut an emoji in half is not refused for it. PostgreSQL's jsonb refuses lone surrogates.
// - Headers are sent by the browser, not typed by the shopper: the kept ones are cleaned, never refused.
import { AppError, type FieldIssue } from '../../core/app-error';

const CONTROL = /[^\P{Cc}\t\n\r]/u;
const CONTROLS = /[^\P{Cc}\t\n\r]/gu;
/** A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/** `text` with each lone surrogate replaced by U+FFFD (String.prototype.toWellFormed, which ES2023's types lack). */
export function wellFormed(text: string): string {
  return LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATES, '\uFFFD') : text;
}

/** The first character of `text` the rule refuses, or null. */
export function forbiddenCharacter(text: string): string | null {
  return CONTROL.exec(text)?.[0] ?? null;
}

/** How a refused character is named in a message: its code point (an invisible character has no better name). */
export function characterName(char: string): string {
  return `U+${char.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The field issue for a text with a refused character (the spec's "The {0} character is not allowed"). */
function issue(path: string, char: string): FieldIssue {
  return { path: path || '(body)', messageKey: 'charNotAllowed', values: { 0: characterName(char) } };
}

/** The refusal of a request whose text breaks the rule, naming each field. */
export function forbiddenCharacterError(fields: FieldIssue[]): AppError {
  return new AppError('VALIDATION', 'forbiddenCharacter', { fields });
}

/** A key as it is shown in a field path: its control characters escaped, so the path itself stays printable. */
const shownKey = (key: string) => key.replace(CONTROLS, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/**
 * A parsed JSON body cleaned by the rule: lone surrogates replaced in every string and key, a control character refused
 * (throws, naming every field). Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function cleanJson(body: unknown): unknown {
  const fields: FieldIssue[] = [];
  const cleanString = (text: string, path: string) => {
    const char = forbiddenCharacter(text);
    if (char) fields.push(issue(path, char));
    return wellFormed(text);
  };
  if (typeof body === 'string') body = cleanString(body, '');
  const stack: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  while (stack.length > 0) {
    const { value, path } = stack.pop()!;
    if (typeof value !== 'object' || value === null) continue;
    const at = (key: string | number) => (path ? `${path}.${key}` : String(key));
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        if (typeof item === 'string') value[i] = cleanString(item, at(i));
        else stack.push({ value: item, path: at(i) });
      });
      continue;
    }
    const object = value as Record<string, unknown>;
    const keys = Object.keys(object);
    if (keys.some((key) => forbiddenCharacter(key) || LONE_SURROGATE.test(key))) {
      // Keys are cleaned in their order; defined, not assigned, so that no key can reach a setter of the prototype.
      const entries = keys.map((key) => [cleanString(key, at(shownKey(key))), object[key]] as const);
      for (const key of keys) delete object[key];
      for (const [key, item] of entries) Object.defineProperty(object, key, { value: item, enumerable: true, writable: true, configurable: true });
    }
    for (const key of Object.keys(object)) {
      const item = object[key];
      if (typeof item === 'string') object[key] = cleanString(item, at(shownKey(key)));
      else stack.push({ value: item, path: at(shownKey(key)) });
    }
  }
  if (fields.length > 0) throw forbiddenCharacterError(fields);
  return body;
}

/** A posted form checked by the rule: a name or text value with a control character is refused, naming every field. */
export function checkFormText(form: FormData): FormData {
  const fields: FieldIssue[] = [];
  for (const [name, value] of form.entries()) {
    const char = forbiddenCharacter(name) ?? (typeof value === 'string' ? forbiddenCharacter(value) : null);
    if (char) fields.push(issue(shownKey(name), char));
  }
  if (fields.length > 0) throw forbiddenCharacterError(fields);
  return form;
}

/**
 * A request target checked by the rule: a path segment or query parameter that decodes to a control character is
 * refused, naming the parameter (or "path"). Raw control bytes never get this far (Node's HTTP parser refuses them), so
 * only percent-encoded ones are looked for.
 */
export function checkRequestTarget(url: string): void {
  if (!url.includes('%')) return;
  const q = url.indexOf('?');
  const fields: FieldIssue[] = [];
  const path = q < 0 ? url : url.slice(0, q);
  const decodedPath = safeDecode(path);
  const pathChar = decodedPath === null ? null : forbiddenCharacter(decodedPath);
  if (pathChar) fields.push(issue('path', pathChar));
  if (q >= 0) {
    for (const [name, value] of new URLSearchParams(url.slice(q + 1))) {
      const char = forbiddenCharacter(name) ?? forbiddenCharacter(value);
      if (char) fields.push(issue(shownKey(name), char));
    }
  }
  if (fields.length > 0) throw forbiddenCharacterError(fields);
}

/** A percent-decoded path, or null when it does not decode (the router answers that one). */
function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** A header value the store keeps (a session's user agent): each control character (tab too) a space, cut to `max`, or null. */
export function keptHeader(value: string | undefined | null, max: number): string | null {
  if (value === undefined || value === null) return null;
  const kept = wellFormed(value.replace(/\p{Cc}/gu, ' ').trim().slice(0, max));
  return kept === '' ? null : kept;
}
