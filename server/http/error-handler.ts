// The one error mapper of the API: every failure becomes { error: { code, message, fields?, requestId } } with a status.
// Unknown errors become a generic 500 naming the request id; nothing internal leaks.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, type FieldIssue } from '../../core/app-error';
import { isLanguage, translator, type Language } from '../../core/i18n';
import { isDatabaseUnavailable } from '../db/availability';

export type ErrorBody = {
  error: { code: string; message: string; fields?: { path: string; message: string }[]; requestId: string };
};

/**
 * Retry-After of an answer during a database outage: a failover or restart takes seconds, and the answer while it lasts
 * costs the store nothing.
 */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Turns anything thrown into an AppError. */
export function toAppError(err: unknown): AppError {
  if (AppError.is(err)) return err;
  if (isDatabaseUnavailable(err)) return new AppError('DATABASE_UNAVAILABLE', 'databaseUnavailable', { cause: err, retryAfter: DATABASE_RETRY_AFTER_SECONDS });
  if (err instanceof z.ZodError) return new AppError('VALIDATION', 'invalidRequest', { fields: zodFieldIssues(err) });
  const e = err as Partial<FastifyError> | undefined;
  switch (e?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('PAYLOAD_TOO_LARGE', 'bodyTooLarge');
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('UNSUPPORTED_MEDIA_TYPE', 'unsupportedMediaType');
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('VALIDATION', 'invalidJson');
  }
  if (err instanceof SyntaxError && e?.statusCode === 400) return new AppError('VALIDATION', 'invalidJson');
  if (e?.statusCode === 429) return new AppError('RATE_LIMITED');
  if (e?.statusCode && e.statusCode >= 400 && e.statusCode < 500) return new AppError('VALIDATION');
  return new AppError('INTERNAL', 'errorOccurred', { cause: err });
}

const expectedKey: Record<string, string> = {
  string: 'expectedText',
  number: 'expectedNumber',
  int: 'expectedNumber',
  boolean: 'expectedBoolean',
  object: 'expectedObject',
  array: 'expectedList',
};

/** zod issues (parsed with reportInput) → field issues keyed to the validation catalogue (spec §5 messages). */
export function zodFieldIssues(err: z.ZodError): FieldIssue[] {
  return err.issues.map((issue): FieldIssue => {
    const path = issue.path.join('.') || '(body)';
    switch (issue.code) {
      case 'invalid_type':
        if (issue.input === undefined || issue.input === null) return { path, messageKey: 'required' };
        return { path, messageKey: expectedKey[String(issue.expected)] ?? 'invalidFormat' };
      case 'too_small':
        if (issue.origin === 'string' && issue.minimum === 1) return { path, messageKey: 'required' };
        return issue.origin === 'string'
          ? { path, messageKey: 'minLength', values: { 0: Number(issue.minimum) } }
          : { path, messageKey: 'invalidFormat' };
      case 'too_big':
        return issue.origin === 'string'
          ? { path, messageKey: 'maxLength', values: { 0: Number(issue.maximum) } }
          : { path, messageKey: 'invalidFormat' };
      case 'unrecognized_keys':
        return { path: issue.keys.join(', '), messageKey: 'unknownField' };
      case 'invalid_format':
        return { path, messageKey: issue.format === 'email' ? 'email' : 'invalidFormat' };
      case 'custom':
      {
        // A schema's own rule names its message and the values it shows: .superRefine(… params: { messageKey, values })
        const params = issue.params as { messageKey?: string; values?: Record<string, string | number> } | undefined;
        return { path, messageKey: String(params?.messageKey ?? 'invalidFormat'), ...(params?.values ? { values: params.values } : {}) };
      }
      default:
        return { path, messageKey: 'invalidFormat' };
    }
  });
}

/** The language of an API answer: the `lang` cookie, else the browser's Accept-Language, else English. */
export function requestLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.lang;
  if (isLanguage(cookie)) return cookie;
  const accepted = request.headers['accept-language']?.split(',').map((part) => part.split(';')[0].trim().slice(0, 2));
  return accepted?.find(isLanguage) ?? 'en';
}

export function renderError(err: AppError, lang: Language, requestId: string): ErrorBody {
  const t = translator(lang);
  const message = String(t(`errors.${err.messageKey}` as never, err.values as never));
  const body: ErrorBody = { error: { code: err.code, message, requestId } };
  if (err.fields.length > 0) {
    body.error.fields = err.fields.map((f) => ({
      path: f.path,
      message: String(t(`validation.${f.messageKey}` as never, (f.values ?? {}) as never)),
    }));
  }
  return body;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply: FastifyReply) => {
    const appError = toAppError(err);
    if (appError.code === 'INTERNAL') request.log.error({ err }, 'unhandled error');
    // The outage itself is logged once, when it begins and ends (server/db/availability.ts), not by each request.
    else if (appError.code === 'DATABASE_UNAVAILABLE') request.log.debug({ err }, 'request failed: database unavailable');
    else request.log.info({ code: appError.code, key: appError.messageKey }, 'request failed');
    const wait = retryAfterSeconds(appError);
    if (wait !== null) reply.header('retry-after', String(wait));
    return reply
      .status(appError.status)
      .header('cache-control', 'no-store')
      .send(renderError(appError, requestLanguage(request), request.id));
  });
}

/**
 * How long the client should wait (RFC 9110 Retry-After): the wait the error carries; every 429 names one, a minute when
 * the error came from elsewhere without it.
 */
export function retryAfterSeconds(err: AppError): number | null {
  return err.retryAfter ?? (err.code === 'RATE_LIMITED' ? 60 : null);
}
