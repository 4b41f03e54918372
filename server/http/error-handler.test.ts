import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../core/app-error';
import { renderError, retryAfterSeconds, toAppError } from './error-handler';

describe('toAppError', () => {
  it('keeps an AppError', () => {
    const e = new AppError('FORBIDDEN', 'notPermittedOrder');
    expect(toAppError(e)).toBe(e);
  });

  it('maps body parser failures to 413, 415 and VALIDATION (400)', () => {
    for (const [code, status] of [['FST_ERR_CTP_BODY_TOO_LARGE', 413], ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 415], ['FST_ERR_CTP_EMPTY_JSON_BODY', 400]] as const) {
      const mapped = toAppError(Object.assign(new Error('x'), { code, statusCode: 413 }));
      expect(mapped.status, code).toBe(status);
    }
    expect(toAppError(Object.assign(new SyntaxError('Unexpected end'), { statusCode: 400 })).messageKey).toBe('invalidJson');
  });

  it('maps a ZodError to field issues', () => {
    const result = z.object({ name: z.string(), email: z.email() }).safeParse({ email: 'x' }, { reportInput: true });
    const mapped = toAppError(result.error);
    expect(mapped.code).toBe('VALIDATION');
    expect(mapped.fields).toEqual([
      { path: 'name', messageKey: 'required' },
      { path: 'email', messageKey: 'email' },
    ]);
  });

  it('turns anything unknown into INTERNAL without its message', () => {
    const mapped = toAppError(new Error('password=hunter2 at db.internal:5432'));
    expect(mapped.code).toBe('INTERNAL');
    expect(mapped.status).toBe(500);
    const body = renderError(mapped, 'en', 'req-1');
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(body).toEqual({ error: { code: 'INTERNAL', message: 'Error Occurred', requestId: 'req-1' } });
  });

  it('maps 429 to RATE_LIMITED', () => {
    expect(toAppError(Object.assign(new Error('slow down'), { statusCode: 429 })).status).toBe(429);
  });
});

describe('retryAfterSeconds', () => {
  it('is the wait the error carries, in whole seconds, at least one', () => {
    expect(retryAfterSeconds(new AppError('RATE_LIMITED', 'otpLocked', { retryAfter: 41.2 }))).toBe(42);
    expect(retryAfterSeconds(new AppError('RATE_LIMITED', 'otpLocked', { retryAfter: -3 }))).toBe(1);
    expect(retryAfterSeconds(new AppError('UNAVAILABLE', 'underMaintenance', { retryAfter: 30 }))).toBe(30);
  });

  it('gives every 429 one (a minute when a 429 from elsewhere names none), and nothing else one unasked', () => {
    expect(retryAfterSeconds(toAppError(Object.assign(new Error('slow down'), { statusCode: 429 })))).toBe(60);
    expect(retryAfterSeconds(new AppError('VALIDATION'))).toBeNull();
  });
});

describe('renderError', () => {
  it('localises messages and field messages in both languages', () => {
    const e = new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'email', messageKey: 'email' }, { path: 'rd', messageKey: 'mustBe12' }] });
    expect(renderError(e, 'en', 'r').error.fields).toEqual([
      { path: 'email', message: 'Not an email' },
      { path: 'rd', message: 'Must be 12 characters' },
    ]);
    const mn = renderError(e, 'mn', 'r').error;
    expect(mn.message).toBe('Хүсэлт буруу байна.');
    expect(mn.fields?.[1].message).toBe('12 тэмдэгт байх ёстой');
  });

  it('fills message values', () => {
    expect(renderError(new AppError('NOT_FOUND', 'storeNotFound', { values: { name: 'x' } }), 'en', 'r').error.message).toBe('Store “x” was not found.');
    expect(renderError(new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'a', messageKey: 'maxLength', values: { 0: 60 } }] }), 'en', 'r').error.fields).toEqual([
      { path: 'a', message: 'You must enter a maximum of 60 characters' },
    ]);
  });

  it('gives each code its HTTP status', () => {
    expect(new AppError('NOT_FOUND').status).toBe(404);
    expect(new AppError('FORBIDDEN').status).toBe(403);
    expect(new AppError('CONFLICT').status).toBe(409);
    expect(new AppError('UNAVAILABLE').status).toBe(503);
  });
});

describe('AppError.is', () => {
  it('recognises an AppError made by another copy of the module (the storefront bundle has its own)', () => {
    const foreign = Object.assign(new Error('x'), { [Symbol.for('zuuch.AppError')]: true, code: 'FORBIDDEN', messageKey: 'crossSite', values: {}, fields: [] });
    expect(AppError.is(foreign)).toBe(true);
    expect(AppError.is(new Error('plain'))).toBe(false);
    expect(toAppError(foreign)).toBe(foreign);
  });
});
