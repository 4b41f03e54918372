// React Router's default browser entry, with one step before hydration: the page's catalogue (only its language, only
// the words its kind of page shows: app/lib/i18n-loading.ts), which the server's <head> has already asked the browser
// to fetch (modulepreload), so hydration renders the same words as the server did. After hydration, the visitor tracker
// is started when the browser is idle (app/lib/tracker/start.ts).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { defaultLanguage, isLanguage } from '../core/i18n';
import { loadPageCatalogues } from './lib/i18n-loading';
import { startTracker } from './lib/tracker/start';

const lang = document.documentElement.lang;

loadPageCatalogues(isLanguage(lang) ? lang : defaultLanguage, window.location.pathname).then(
  () => {
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    });
    startTracker();
  },
  // Without its words the page would hydrate into keys: it stays the server's page, whose links and forms work.
  (err: unknown) => console.error('the page could not start: its catalogue was not fetched', err),
);
