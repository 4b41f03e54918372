// New-build detection (spec §4, §9). The browser polls /builds/latest.json, starting 1 s after the page is idle (not on
// slow-2g). Once a new build is out, the next navigation is a full page load, so it runs the new code — at most once per
// path within 10 s. The new build's manifest (/builds/meta/{id}.json) is read then: a link whose path the new build
// redirects goes straight to the rule's target (an absolute one is a full page load anyway). The running build's own rules
// are applied by the server (app/routes/content-page.tsx).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { ruleFor, type RouteRule } from '../../core/route-rules';
import { reloadOnce } from './reload-guard';

const POLL_MS = 5 * 60_000;

type NetworkInformation = { effectiveType?: string };
type Watch = { newBuild: boolean; rules: Record<string, RouteRule>; target: string };

/** Where a full load for `path` should go under the new build's rules. */
function destination(watch: Watch, pathname: string, rest: string): string {
  return ruleFor(pathname, watch.rules)?.redirect.to ?? pathname + rest;
}

export function useBuildWatcher(buildId: string | undefined) {
  const location = useLocation();
  const navigation = useNavigation();
  const watch = useRef<Watch>({ newBuild: false, rules: {}, target: '' });
  watch.current.target = navigation.location ? navigation.location.pathname + navigation.location.search : '';

  useEffect(() => {
    if (!buildId || buildId.startsWith('dev-')) return; // the dev server reloads by itself
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (connection?.effectiveType === 'slow-2g') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let inFlight = false;

    const check = async () => {
      if (inFlight || stopped || watch.current.newBuild) return;
      inFlight = true;
      clearTimeout(timer);
      try {
        const res = await fetch(`/builds/latest.json?t=${Date.now()}`);
        if (!res.ok) throw new Error(`latest build: HTTP ${res.status}`);
        const latest = (await res.json()) as { id?: unknown };
        if (typeof latest.id !== 'string') throw new Error('latest build: no id');
        if (latest.id !== buildId) {
          watch.current.newBuild = true;
          try {
            const meta = await fetch(`/builds/meta/${encodeURIComponent(latest.id)}.json`);
            if (!meta.ok) throw new Error(`build meta: HTTP ${meta.status}`);
            watch.current.rules = ((await meta.json()) as { routeRules?: Record<string, RouteRule> }).routeRules ?? {};
          } catch (err) {
            console.log(err); // spec §8: a manifest that fails to load is logged only
          }
        }
      } catch (err) {
        console.log(err);
      } finally {
        inFlight = false;
        if (!stopped && !watch.current.newBuild) timer = setTimeout(check, POLL_MS);
      }
    };

    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
    idle(() => {
      if (!stopped) timer = setTimeout(check, 1000);
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible') void check();
    };
    document.addEventListener('visibilitychange', onVisible);

    // A click on an internal link after a new build: load the page whole.
    const onClick = (event: MouseEvent) => {
      if (!watch.current.newBuild || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target || anchor.origin !== window.location.origin) return;
      const to = destination(watch.current, anchor.pathname, anchor.search + anchor.hash);
      if (reloadOnce(`path:${anchor.pathname}`, to)) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);

    // A code chunk that fails to load (old files gone after a deploy): reload to the target path, once per 10 s.
    const onPreloadError = (event: Event) => {
      const target = watch.current.target || window.location.pathname + window.location.search;
      if (reloadOnce('chunk', target)) event.preventDefault();
    };
    window.addEventListener('vite:preloadError', onPreloadError);

    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, [buildId]);

  // Navigations that are not link clicks (back button, form, script) after a new build: load the new path whole.
  useEffect(() => {
    if (watch.current.newBuild) {
      reloadOnce(`path:${location.pathname}`, destination(watch.current, location.pathname, location.search + location.hash));
    }
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
}
