// Theme: light or dark, kept in the `color-scheme` cookie (spec §9: 365 days, path /, SameSite=Lax; default light).
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
export const THEME_COOKIE = 'color-scheme';

export function resolveTheme(cookieValue: string | null | undefined): Theme {
  return cookieValue === 'dark' ? 'dark' : 'light';
}

export function themeCookie(theme: Theme): string {
  return `${THEME_COOKIE}=${theme}; Path=/; Max-Age=${365 * 24 * 3600}; SameSite=Lax`;
}
