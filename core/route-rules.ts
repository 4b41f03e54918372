// Redirect rules shipped in the build manifest (/builds/meta/{id}.json). The server answers them with a 301 on a
// document request; the browser applies them on client-side navigation. An absolute target makes a full page load.
export type RouteRule = { redirect: { to: string; statusCode: 301 | 302 | 307 | 308 } };

export const routeRules: Record<string, RouteRule> = {
  '/help': { redirect: { to: '/faq', statusCode: 301 } },
  '/careers': { redirect: { to: '/join-us', statusCode: 301 } },
  '/terms': { redirect: { to: '/legal/terms', statusCode: 301 } },
  '/privacy': { redirect: { to: '/legal/privacy', statusCode: 301 } },
  '/cart': { redirect: { to: '/order', statusCode: 302 } },
};

export function isAbsoluteUrl(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:\/\//i.test(target);
}

/** The rule for a pathname, ignoring one trailing slash. */
export function ruleFor(pathname: string, rules: Record<string, RouteRule> = routeRules): RouteRule | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
  return rules[path];
}
