// Browser side of the shopper's preferences: language (localStorage + `lang` cookie so the server renders it on the
// first byte) and theme (cookie), and the anonymous user_token (localStorage, mirrored in a cookie).
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY, isLanguage, type Language } from '../../core/i18n';
import { USER_TOKEN_COOKIE, USER_TOKEN_PATTERN } from '../../core/user-token';
import { THEME_COOKIE, type Theme } from '../../core/theme';

const YEAR = 365 * 24 * 3600;

/** A preference cookie the server reads on the next request: a year, whole site, SameSite=Lax, Secure over HTTPS. */
function writeCookie(name: string, value: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${value}; Path=/; Max-Age=${YEAR}; SameSite=Lax${secure}`;
}

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
  writeCookie(LANGUAGE_COOKIE, lang);
}

/** The language saved in this browser's localStorage, if any. */
export function storedLanguage(): Language | null {
  const value = readStorage(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : null;
}

export function saveTheme(theme: Theme) {
  writeCookie(THEME_COOKIE, theme);
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
}

/**
 * Before the page asks who its visitor is: the user_token localStorage keeps wins (spec §3), so a cookie the browser lost
 * or that differs is put back (answers whether it had to be). Without one stored, the server's cookie (or a new one it
 * makes) stands.
 */
export function restoreUserToken(): boolean {
  const stored = readStorage(USER_TOKEN_COOKIE);
  if (!stored || !USER_TOKEN_PATTERN.test(stored)) return false;
  const cookie = document.cookie.split('; ').find((c) => c.startsWith(`${USER_TOKEN_COOKIE}=`));
  if (cookie === `${USER_TOKEN_COOKIE}=${stored}`) return false;
  writeCookie(USER_TOKEN_COOKIE, stored);
  return true;
}

/** Keeps the visitor's user_token in localStorage (the server made it, or it came from there). */
export function keepUserToken(token: string) {
  writeStorage(USER_TOKEN_COOKIE, token);
}
