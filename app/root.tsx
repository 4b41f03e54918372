// First: no schema of the page may try eval, which the Content-Security-Policy forbids (lib/no-eval.ts).
import './lib/no-eval';
import { useEffect, useRef } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Links, Meta, Outlet, Scripts, ScrollRestoration, redirect, useFetcher, useRevalidator } from 'react-router';
import { ToastContainer, toast } from 'react-toastify';
import type { Route } from './+types/root';
import { DemoBanner } from './components/demo/demo-banner';
import { ErrorPage } from './components/error-page';
import { ToastClose } from './components/toast-close';
import { LANGUAGE_COOKIE, resolveLanguage, translator, type Language } from '../core/i18n';
import { usePageI18n } from './lib/i18n-loading';
import { activeSeason } from '../core/season';
import { isDatabaseUnavailable } from '../server/db/availability';
import { useBuildWatcher } from './lib/build-watcher';
import { useNonce } from './lib/nonce';
import { useRootData, type RootData } from './lib/root-data';
import { keepUserToken, restoreUserToken, saveLanguage, storedLanguage } from './lib/preferences';
import { setVisitorFacts } from './lib/tracker/page-signals';
import { VISITOR_FETCHER, VISITOR_PATH, useVisitor } from './lib/visitor';
import type { Visitor } from './routes/visitor';
import { THEME_COOKIE, resolveTheme, type Theme } from '../core/theme';
import stylesheet from './styles.css?url';

/**
 * The store's one stylesheet, hoisted by React to the top of <head> (a `precedence`), before the scripts' modulepreloads:
 * the browser fetches it first, and the page paints as soon as it has it rather than after the scripts' downloads.
 */
export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: stylesheet, precedence: 'default' } as never];

/**
 * App start (spec §4), on the server for the first render: store → address form → shipping types → render; the client
 * (this browser's user_token and what it has: cart, likes, account) after hydration from /visitor (app/lib/visitor.ts),
 * so that the page is the same for every visitor and can be served from the page cache. A store that cannot be loaded
 * sends the shopper to /maintenance.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services, cookies, publicConfig } = context;
  const theme = resolveTheme(cookies[THEME_COOKIE]);
  const year = ulaanbaatarYear();
  try {
    const store = await context.store();
    const lang = await context.lang();
    const locations = await services.listLocations();
    const shippingTypes = await services.listShippingTypes(store._id);
    const categories = await services.listCategoryTree(store._id, lang);
    // Countries and their cities go with every page; forms that need districts and khoroos fetch the full address form.
    const countries = locations.map((c) => ({ ...c, children: c.children.map((city) => ({ ...city, children: [] })) }));
    return {
      store,
      lang,
      theme,
      year,
      publicConfig,
      countries,
      shippingTypes,
      categories,
      // The seasonal decorations today (core/season.ts), rendered on the server: the layout needs no script for them.
      season: activeSeason(await services.seasonMode(store._id), new Date()),
    };
  } catch (err) {
    // A database outage is logged once by the server when it begins and ends, not by every page asked meanwhile.
    if (!isDatabaseUnavailable(err)) context.log.error({ err }, 'store data could not be loaded');
    if (url.pathname !== '/maintenance') throw redirect('/maintenance');
    return { store: null, lang: resolveLanguage(cookies[LANGUAGE_COOKIE]), theme, year, publicConfig } as const;
  }
}

/** This year in Ulaanbaatar (the footer's ©), computed on the server so the browser renders the same. */
const yearInUlaanbaatar = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'Asia/Ulaanbaatar' });
function ulaanbaatarYear(): number {
  return Number(yearInUlaanbaatar.format(new Date()));
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const lang: Language = data?.lang ?? 'en';
  const theme: Theme = data?.theme ?? 'light';
  const i18n = usePageI18n(lang);
  const tagManagerId = data?.publicConfig.tagManagerId;
  // Inline scripts and <style> elements run only with this response's CSP nonce (server/http/content-security-policy.ts).
  const nonce = useNonce();
  return (
    <html lang={lang} className={theme === 'dark' ? 'dark' : undefined} style={{ colorScheme: theme }}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={theme === 'dark' ? '#111318' : '#ffffff'} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* Where the browser's code finds the nonce for the styles it adds (Vite's in development reads this too). */}
        <meta property="csp-nonce" nonce={nonce} />
        <Meta />
        <Links nonce={nonce} />
        {tagManagerId ? (
          <script
            nonce={nonce}
            // The id is validated by the server config (GTM-XXXX), so it is safe to interpolate. Google's nonce-aware
            // snippet: gtm.js gets the nonce too, and hands it to the tags it adds.
            dangerouslySetInnerHTML={{
              __html: `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;var n=d.querySelector('[nonce]');n&&j.setAttribute('nonce',n.nonce||n.getAttribute('nonce'));f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${tagManagerId}');`,
            }}
          />
        ) : null}
      </head>
      <body className="min-h-screen bg-surface text-ink antialiased">
        <I18nextProvider i18n={i18n}>
          {data?.publicConfig.demo ? <DemoBanner /> : null}
          {children}
          {/* Every word of the toasts in the page's language: the region, the close button; the library's English-named
              timer bar is hidden from screen readers (hideProgressBar: aria-hidden, and it still times the toast). */}
          <ToastContainer
            // At the bottom: at the top a toast covered the header (cart count, menu) — on a phone its full width.
            position="bottom-right"
            autoClose={5000}
            theme={theme}
            aria-label={translator(lang)('toast.region')}
            closeButton={({ closeToast }) => <ToastClose closeToast={closeToast} theme={theme} label={translator(lang)('toast.close')} />}
            hideProgressBar
            nonce={nonce}
          />
        </I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const data = useRootData();
  usePreferenceSync(data);
  useVisitorLoad(data?.store ? data.store._id : null);
  // What the visitor tracker needs of /visitor's answer (app/lib/tracker/page-signals.ts), after every answer.
  const visitor = useVisitor();
  useEffect(() => setVisitorFacts({ signedIn: visitor.account !== null, cartCount: visitor.cartCount }), [visitor]);
  useBuildWatcher(data?.publicConfig.buildId);
  // Marks the page as interactive (hydrated), for monitoring and for the browser journeys to wait on.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return <Outlet />;
}

/** After hydration: localStorage is the source of the language (spec §4: saved back when the page's differs). */
function usePreferenceSync(data: RootData | undefined) {
  const revalidator = useRevalidator();
  const lang = data?.lang;
  const store = data?.store;
  useEffect(() => {
    if (!lang) return;
    const saved = storedLanguage();
    if (saved && saved !== lang && resolveLanguage(saved, store) === saved) {
      saveLanguage(saved);
      void revalidator.revalidate();
    } else if (!saved) saveLanguage(lang); // saved back (spec §4)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [lang]);
}

/**
 * After hydration: the visitor (app/lib/visitor.ts), with the user_token localStorage keeps (spec §3) put back in its
 * cookie first; a browser the store does not know yet is registered with the client call.
 */
function useVisitorLoad(storeId: string | null) {
  const visitor = useFetcher<Visitor | null>({ key: VISITOR_FETCHER });
  const lang = useRootData()?.lang ?? 'en';
  // Whether the cookie had to be put back: the store is told again (the client call is idempotent).
  const restored = useRef(false);
  useEffect(() => {
    if (!storeId) return;
    restored.current = restoreUserToken();
    void visitor.load(VISITOR_PATH);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [storeId]);
  const token = visitor.data?.userToken;
  const known = visitor.data?.client;
  useEffect(() => {
    if (!token || !storeId) return;
    keepUserToken(token);
    if (known && !restored.current) return;
    restored.current = false;
    fetch('/api/v1/client', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ store: storeId, user_token: token }),
    })
      .then((res) => {
        if (!res.ok) throw new Error(`client call failed: ${res.status}`);
      })
      .catch((err) => {
        console.error(err);
        toast.error(translator(lang)('toast.clientError'), { autoClose: 1000 });
      });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, storeId]);
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
