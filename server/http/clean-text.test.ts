import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error';
import { checkFormText, checkRequestTarget, cleanJson, forbiddenCharacter, keptHeader, wellFormed } from './clean-text';

/** The field issues an input is refused with, or null when it is taken. */
function refusal(run: () => unknown) {
  try {
    run();
    return null;
  } catch (err) {
    if (!AppError.is(err)) throw err;
    expect(err.code).toBe('VALIDATION');
    expect(err.messageKey).toBe('forbiddenCharacter');
    return err.fields;
  }
}

const hasLoneSurrogate = (text: string) => wellFormed(text) !== text;
/** Any UTF-16 text: lone surrogates and control characters included (fast-check's own unit for it is slow to start). */
const anyText = (maxLength?: number) => fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength });

describe('the rule for incoming text', () => {
  it('refuses control characters but tab and line breaks', () => {
    for (const c of ['\0', '\u0001', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f', '\u0085', '\u009f']) expect(forbiddenCharacter(`a${c}b`), JSON.stringify(c)).toBe(c);
    for (const text of ['tab\there', 'line\nbreak', 'windows\r\nbreak', 'Улаанбаатар', 'مرحبا \u202eabc', '👩‍👩‍👧 ok', 'a\u00a0b\u200bc', '\ufffd\uffff']) {
      expect(forbiddenCharacter(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('replaces lone surrogates with U+FFFD and keeps pairs', () => {
    expect(wellFormed('a\ud800b')).toBe('a\ufffdb');
    expect(wellFormed('\udfffx\ud83d')).toBe('\ufffdx\ufffd');
    expect(wellFormed('emoji 😀 ok')).toBe('emoji 😀 ok');
    expect(wellFormed('\ud83d\ude00\ud83d')).toBe('😀\ufffd');
  });
});

describe('cleanJson', () => {
  it('names every field with a control character, in objects, lists and keys', () => {
    const fields = refusal(() => cleanJson({ name: 'ok', address: { detail: 'a\u0000b', lines: ['x', 'y\u0007'] }, 'ke\u0001y': 1 }));
    expect(fields).toEqual([
      { path: 'ke\\u0001y', messageKey: 'charNotAllowed', values: { 0: 'U+0001' } },
      { path: 'address.detail', messageKey: 'charNotAllowed', values: { 0: 'U+0000' } },
      { path: 'address.lines.1', messageKey: 'charNotAllowed', values: { 0: 'U+0007' } },
    ]);
    expect(refusal(() => cleanJson('\u0000'))).toEqual([{ path: '(body)', messageKey: 'charNotAllowed', values: { 0: 'U+0000' } }]);
  });

  it('replaces lone surrogates in values and keys, and leaves the rest as it was', () => {
    const body = JSON.parse('{"detail":"a\\ud800","list":["\\udc00",2,null,true],"k\\ud800":{"deep":"\\ud83d\\ude00"}}');
    expect(cleanJson(body)).toEqual({ detail: 'a\ufffd', list: ['\ufffd', 2, null, true], 'k\ufffd': { deep: '😀' } });
  });

  it('walks a deeply nested body without overflowing the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`);
    expect(refusal(() => cleanJson(deep))?.[0].path).toMatch(/^0(\.0)+$/);
  });

  it('takes any JSON whose text has no control character, and leaves no lone surrogate in it', () => {
    const text = anyText(12).map((t) => t.replace(/[^\P{Cc}\t\n\r]/gu, ''));
    // Keys apart from U+FFFD, which a cleaned lone surrogate would collide with.
    const key = text.filter((k) => !k.includes('\ufffd'));
    const json = fc.letrec((tie) => ({
      value: fc.oneof({ depthSize: 'small', maxDepth: 3 }, text, fc.integer(), fc.boolean(), fc.constant(null), fc.array(tie('value'), { maxLength: 4 }), fc.dictionary(key, tie('value'), { maxKeys: 4 })),
    })).value;
    fc.assert(
      fc.property(json, (value) => {
        const cleaned = textsOf(cleanJson(structuredClone(value)));
        const expected = textsOf(value).map(wellFormed);
        return !cleaned.some(hasLoneSurrogate) && cleaned.length === expected.length && cleaned.every((t, i) => t === expected[i]);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses any JSON with a control character in its text', () => {
    const control = fc.constantFrom('\0', '\u0001', '\u0008', '\u000b', '\u001f', '\u007f', '\u0085');
    fc.assert(
      fc.property(anyText(), control, fc.nat(), (text, c, at) => {
        const i = at % (text.length + 1);
        return refusal(() => cleanJson({ field: [text.slice(0, i) + c + text.slice(i)] }))?.[0].path === 'field.0';
      }),
      { numRuns: 200 },
    );
  });
});

/** Every string of a JSON value, keys included, in the order a walk meets them. */
function textsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => [k, ...textsOf(v)]);
  return [];
}

describe('checkFormText', () => {
  const form = (entries: [string, string | Blob][]) => {
    const f = new FormData();
    for (const [k, v] of entries) f.append(k, v);
    return f;
  };

  it('takes text with tabs and line breaks, and files as they are', () => {
    const f = form([['firstName', 'Болд'], ['note', 'line one\r\nline two\tend'], ['file', new Blob([new Uint8Array([0, 1, 2])])]]);
    expect(checkFormText(f)).toBe(f);
  });

  it('refuses a control character in a value or a name, naming the field and the character', () => {
    expect(refusal(() => checkFormText(form([['intent', 'profile'], ['firstName', 'Бо\u0000лд'], ['lastName', 'ok']])))).toEqual([{ path: 'firstName', messageKey: 'charNotAllowed', values: { 0: 'U+0000' } }]);
    expect(refusal(() => checkFormText(form([['x\u001by', '1']])))).toEqual([{ path: 'x\\u001by', messageKey: 'charNotAllowed', values: { 0: 'U+001B' } }]);
  });
});

describe('checkRequestTarget', () => {
  it('takes ordinary paths and queries, and percent-encoded text', () => {
    for (const url of ['/', '/p/coway-airmega?lang=mn', '/search?q=%D0%A3%D0%BB%D0%B0%D0%B0%D0%BD+%F0%9F%98%80', '/search?q=a%09b%0Ac', '/x?q=%2500', '/bad%E0%A4%A']) {
      expect(refusal(() => checkRequestTarget(url)), url).toBeNull();
    }
  });

  it('refuses a control character in the path or a parameter, naming it', () => {
    expect(refusal(() => checkRequestTarget('/api/console/orders?state=new&q=a%00'))).toEqual([{ path: 'q', messageKey: 'charNotAllowed', values: { 0: 'U+0000' } }]);
    expect(refusal(() => checkRequestTarget('/api/v1/giftcards/a%07b'))).toEqual([{ path: 'path', messageKey: 'charNotAllowed', values: { 0: 'U+0007' } }]);
    expect(refusal(() => checkRequestTarget('/search?%C2%85=1'))?.[0].values).toEqual({ 0: 'U+0085' });
  });
});

describe('keptHeader', () => {
  it('makes control characters spaces, cuts to the length kept, and keeps nothing for nothing', () => {
    expect(keptHeader('Mozilla/5.0\t(X11)\u0085', 300)).toBe('Mozilla/5.0 (X11)');
    expect(keptHeader('x'.repeat(400), 300)).toHaveLength(300);
    expect(keptHeader('  ', 300)).toBeNull();
    expect(keptHeader(undefined, 300)).toBeNull();
  });
});
