import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error';
import { actionError, pageHeaders } from './action-error';

describe('a page action’s failure', () => {
  it('carries the Retry-After of a rate limit, and the page’s headers pass it on', () => {
    const failure = actionError(new AppError('RATE_LIMITED', 'otpResendWait', { values: { seconds: 17 }, retryAfter: 17 }), 'en', 'r');
    expect(failure).toMatchObject({ status: 429, message: 'A new code can be sent in 17 s.', headers: { 'Retry-After': '17' } });
    expect(actionError(new AppError('VALIDATION'), 'en', 'r').headers).toEqual({});
    const headers = pageHeaders({ 'Cache-Control': 'private, no-store' });
    expect(headers({ actionHeaders: new Headers(failure.headers) })).toEqual({ 'Cache-Control': 'private, no-store', 'Retry-After': '17' });
    expect(headers({ actionHeaders: new Headers() })).toEqual({ 'Cache-Control': 'private, no-store' });
  });
});
