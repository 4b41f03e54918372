// The staff console's layout: its own small header (console mark, its pages, who is logged in, language, theme, log
// out) instead of the storefront's; no search, no cart, no footer.
import { useTranslation } from 'react-i18next';
import { Form, Link, NavLink, Outlet, isRouteErrorResponse, useLocation, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/console';
import { LanguageSwitch, ThemeSwitch } from '../components/preference-switches';
import { consoleHeaders } from '../lib/console';
import { currentSection, sectionsFor } from '../lib/console-sections';

export async function loader({ context }: Route.LoaderArgs) {
  const staff = await context.staff();
  return { staff: staff ? { name: staff.name, role: staff.role } : null };
}

export const headers = consoleHeaders;

const navLink = ({ isActive }: { isActive: boolean }) =>
  `inline-flex h-9 items-center rounded-full px-3 text-sm font-semibold ${isActive ? 'bg-ink text-surface' : 'text-ink-soft hover:bg-surface-muted hover:text-ink'}`;

function Shell({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  const staff = useRouteLoaderData<typeof loader>('layout-console')?.staff ?? null;
  const { pathname } = useLocation();
  const sections = staff ? sectionsFor(staff.role) : [];
  // One section is current: the price list (/console/products/import) is not also "Products".
  const current = currentSection(sections, pathname);
  return (
    <div className="flex min-h-screen flex-col bg-surface-muted">
      <header className="border-b border-line bg-surface">
        {/* A phone gets two rows: mark and log out, then the pages and the switches; wider screens one. */}
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-1 px-4 py-2">
          <NavLink to="/console" end className="order-1 flex items-center gap-2 rounded-lg focus-visible:outline-2 focus-visible:outline-brand">
            <svg viewBox="0 0 32 32" className="h-7 w-7" aria-hidden>
              <rect width="32" height="32" rx="9" className="fill-brand" />
              <path d="M9 10h14l-11 12h11" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            <span className="font-extrabold tracking-tight text-ink">{t('brand.name')}</span>
            <span className="rounded-md bg-ink/10 px-1.5 py-0.5 text-xs font-bold uppercase tracking-wide text-ink-soft">{t('console.name')}</span>
          </NavLink>
          {staff ? (
            <nav aria-label={t('console.name')} className="no-scrollbar order-3 flex max-w-full gap-1 overflow-x-auto sm:order-2">
              {/* Only the sections the staff member's role may open (each page checks again on the server). */}
              {sections.map((link) => (
                <Link key={link.to} to={link.to} aria-current={link === current ? 'page' : undefined} className={navLink({ isActive: link === current })}>
                  <span className="whitespace-nowrap">{link.label(t)}</span>
                </Link>
              ))}
            </nav>
          ) : null}
          <div className="order-4 ml-auto flex items-center gap-1 sm:order-3">
            <LanguageSwitch />
            <ThemeSwitch />
          </div>
          {staff ? (
            <div className="order-2 ml-auto flex items-center gap-3 sm:order-4 sm:ml-0">
              <span className="hidden text-right text-sm leading-tight sm:block">
                <span className="block font-semibold text-ink">{staff.name}</span>
                <span className="block text-xs text-ink-faint">{t(`console.role.${staff.role}`)}</span>
              </span>
              <Form method="post" action="/console/logout" noValidate>
                <button type="submit" className="chip">
                  {t('console.logout')}
                </button>
              </Form>
            </div>
          ) : null}
        </div>
      </header>
      <main id="content" className="flex-1">
        {children}
      </main>
    </div>
  );
}

export default function ConsoleLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

/** Errors keep the console's header; the message says what happened without the storefront's shopping links. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const title =
    status === 404
      ? (error as { data?: { kind?: string } }).data?.kind === 'order'
        ? t('errors.orderNotFound')
        : t('pages.notFoundTitle')
      : status === 403
        ? t('console.roles.forbidden')
        : status === 413
          ? t('pages.tooLargeTitle')
          : t('pages.errorTitle');
  return (
    <Shell>
      <section className="mx-auto max-w-xl px-4 py-16 text-center" aria-labelledby="error-title">
        <title>{`${title} | ${t('console.name')}`}</title>
        <meta name="robots" content="noindex" />
        <p className="text-6xl font-black text-brand/90" aria-hidden>
          {status}
        </p>
        <h1 id="error-title" className="mt-3 text-2xl font-bold text-ink">
          {title}
        </h1>
        {/* A form over its size limit (a statement too large to import): what to do about it. */}
        {status === 413 ? <p className="mt-3 text-ink-soft">{t('pages.tooLargeText')}</p> : null}
        {/* A role that may not open the page: what it may do instead is one click away on the console's home. */}
        {status === 403 ? <p className="mt-3 text-ink-soft">{t('console.roles.forbiddenText')}</p> : null}
        <NavLink to="/console" className="btn-primary mt-8">
          {t('console.roles.home')}
        </NavLink>
      </section>
    </Shell>
  );
}
