// The one error type of the store. Business code throws it; one mapper (server/http/error-handler.ts) turns it into an
// HTTP status and a localised message. `messageKey` names a message under `errors.` in the i18n catalogues.

export const errorStatus = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** A loan plan (PayOn, Easy Leasing, Khan Bank, Pocket leasing) asked for as a plain payment: it is applied for instead. */
  LEASING_APPLICATION_REQUIRED: 409,
  /** A request body that does not say how long it is, where only a declared length is taken (page posts). */
  LENGTH_REQUIRED: 411,
  /** A request body over the limit of its way in (server/http/body-limits.ts). */
  PAYLOAD_TOO_LARGE: 413,
  /** A request body of a type its way in does not take (JSON for the API, forms for pages). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** The database cannot be reached (an outage, a failover): the answer carries Retry-After. */
  DATABASE_UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** One field problem: where (path into the body) and the localised-message key with its values. */
export type FieldIssue = { path: string; messageKey: string; values?: Record<string, string | number> };

const brand = Symbol.for('zuuch.AppError');

export class AppError extends Error {
  /**
   * Whether a value is an AppError. Not `instanceof`: the storefront's server bundle and the server carry their own copy
   * of this module, and an error thrown by one must be recognised by the other.
   */
  static is(value: unknown): value is AppError {
    return typeof value === 'object' && value !== null && (value as Record<symbol, unknown>)[brand] === true;
  }

  readonly [brand] = true;
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly values: Record<string, string | number>;
  readonly fields: FieldIssue[];
  /** Seconds the client should wait before trying again (the answer's Retry-After); null: the error names no wait. */
  readonly retryAfter: number | null;

  constructor(
    code: ErrorCode,
    messageKey: string = defaultMessageKey[code],
    options: { values?: Record<string, string | number>; fields?: FieldIssue[]; cause?: unknown; retryAfter?: number } = {},
  ) {
    super(`${code}: ${messageKey}`, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.values = options.values ?? {};
    this.fields = options.fields ?? [];
    this.retryAfter = options.retryAfter === undefined ? null : Math.max(1, Math.ceil(options.retryAfter));
  }

  get status(): number {
    return errorStatus[this.code];
  }
}

const defaultMessageKey: Record<ErrorCode, string> = {
  VALIDATION: 'invalidRequest',
  UNAUTHORIZED: 'unauthorized',
  FORBIDDEN: 'permissionDenied',
  NOT_FOUND: 'dataNotFound',
  CONFLICT: 'conflict',
  LEASING_APPLICATION_REQUIRED: 'leasingApplicationRequired',
  LENGTH_REQUIRED: 'lengthRequired',
  PAYLOAD_TOO_LARGE: 'bodyTooLarge',
  UNSUPPORTED_MEDIA_TYPE: 'unsupportedMediaType',
  RATE_LIMITED: 'rateLimited',
  INTERNAL: 'errorOccurred',
  UNAVAILABLE: 'underMaintenance',
  DATABASE_UNAVAILABLE: 'databaseUnavailable',
};
