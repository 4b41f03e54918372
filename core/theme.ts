// Theme: light or dark, kept in the `color-scheme` cookie (spec §9: 365 days, path /, SameSite=Lax; default light).
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];
export const THEME_COOKIE = 'color-scheme';

export function resolveTheme(cookieValue: string | null | undefined): Theme {
  return cookieValue === 'dark' ? 'dark' : 'light';
}
