/** A browser's anonymous id (spec §3): random, URL-safe, 16–128 characters. Checked by the API and by the browser. */
export const USER_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,128}$/;
export const USER_TOKEN_COOKIE = 'user_token';
