// Browser side of the shopper's preferences: language (localStorage + `lang` cookie so the server renders it on the
// first byte) and theme (cookie), and the anonymous user_token (localStorage, mirrored in a cookie).
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '../i18n';
import { themeCookie, type Theme } from './theme';

const YEAR = 365 * 24 * 3600;
export const USER_TOKEN_KEY = 'user_token';

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode): cookies still carry the choice
  }
}

function writeStorage(key: string, value: string) {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    /* storage disabled */
  }
}

export function saveLanguage(lang: Language) {
  writeStorage(LANGUAGE_STORAGE_KEY, lang);
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
}

/** The language saved in this browser's localStorage, if any. */
export function storedLanguage(): Language | null {
  const value = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

export function saveTheme(theme: Theme) {
  document.cookie = themeCookie(theme);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/**
 * Keeps localStorage and the cookie in agreement on the user_token. localStorage wins (spec §3: the token is kept there);
 * returns the token and whether the cookie had to change.
 */
export function syncUserToken(serverToken: string): { token: string; changed: boolean } {
  const stored = readStorage(USER_TOKEN_KEY);
  if (stored && /^[A-Za-z0-9_-]{16,128}$/.test(stored)) {
    if (stored === serverToken) return { token: stored, changed: false };
    document.cookie = `${USER_TOKEN_KEY}=${stored}; Path=/; Max-Age=${YEAR}; SameSite=Lax`;
    return { token: stored, changed: true };
  }
  writeStorage(USER_TOKEN_KEY, serverToken);
  return { token: serverToken, changed: false };
}
