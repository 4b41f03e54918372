// The one error type of the store. Business code throws it; one mapper (server/http/error-handler.ts) turns it into an
// HTTP status and a localised message. `messageKey` names a message under `errors.` in the i18n catalogues.

export const errorStatus = {
  VALIDATION: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** One field problem: where (path into the body) and the localised-message key with its values. */
export type FieldIssue = { path: string; messageKey: string; values?: Record<string, string | number> };

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly messageKey: string;
  readonly values: Record<string, string | number>;
  readonly fields: FieldIssue[];

  constructor(
    code: ErrorCode,
    messageKey: string = defaultMessageKey[code],
    options: { values?: Record<string, string | number>; fields?: FieldIssue[]; cause?: unknown } = {},
  ) {
    super(`${code}: ${messageKey}`, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.values = options.values ?? {};
    this.fields = options.fields ?? [];
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
  RATE_LIMITED: 'rateLimited',
  INTERNAL: 'errorOccurred',
  UNAVAILABLE: 'underMaintenance',
};
