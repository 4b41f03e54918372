// New-build detection (spec §4, §9). The browser polls /builds/latest.json, starting 1 s after the page is idle (not on
// slow-2g); when a new build is out, the next navigation is a full page load (at most once per path within 10 s).
// Redirect rules from the build manifest apply to client-side navigations; an absolute target is a full page load.
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { isAbsoluteUrl, ruleFor, type RouteRule } from '../route-rules';
import { reloadOnce } from './reload-guard';

const POLL_MS = 5 * 60_000;

type NetworkInformation = { effectiveType?: string };

export function useBuildWatcher(buildId: string | undefined) {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const state = useRef({ newBuild: false, rules: {} as Record<string, RouteRule>, target: '' });
  state.current.target = navigation.location ? navigation.location.pathname + navigation.location.search : '';

  useEffect(() => {
    if (!buildId || buildId.startsWith('dev-')) return;
    const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
    if (connection?.effectiveType === 'slow-2g') return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const loadRules = (id: string) =>
      fetch(`/builds/meta/${id}.json`)
        .then((r) => (r.ok ? r.json() : Promise.reject(new Error(`build meta ${r.status}`))))
        .then((meta: { routeRules?: Record<string, RouteRule> }) => {
          state.current.rules = meta.routeRules ?? {};
        })
        .catch((err) => console.log('build manifest', err)); // spec §8: console only

    const check = async () => {
      try {
        const res = await fetch(`/builds/latest.json?t=${Date.now()}`);
        const latest = (await res.json()) as { id: string };
        if (latest.id !== buildId && !state.current.newBuild) {
          state.current.newBuild = true;
          await loadRules(latest.id);
        }
      } catch (err) {
        console.log('build check', err);
      }
      if (!stopped) timer = setTimeout(check, POLL_MS);
    };

    void loadRules(buildId);
    const idle = window.requestIdleCallback ?? ((cb: () => void) => setTimeout(cb, 1));
    idle(() => {
      if (!stopped) timer = setTimeout(check, 1000);
    });
    const onVisible = () => {
      if (document.visibilityState === 'visible' && !stopped) {
        clearTimeout(timer);
        void check();
      }
    };
    document.addEventListener('visibilitychange', onVisible);

    // A click on an internal link after a new build: load the page whole, so it runs the new code.
    const onClick = (event: MouseEvent) => {
      if (!state.current.newBuild || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || anchor.target || anchor.origin !== window.location.origin) return;
      if (reloadOnce(`path:${anchor.pathname}`, anchor.pathname + anchor.search + anchor.hash)) event.preventDefault();
    };
    document.addEventListener('click', onClick, true);

    // A code chunk that fails to load (old files gone after a deploy): reload to the target path, once per 10 s.
    const onPreloadError = (event: Event) => {
      const target = state.current.target || window.location.pathname + window.location.search;
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

  // Every client-side navigation: apply the manifest's redirect rule, or reload when a new build is out.
  useEffect(() => {
    const rule = ruleFor(location.pathname, state.current.rules);
    if (rule) {
      if (isAbsoluteUrl(rule.redirect.to)) window.location.assign(rule.redirect.to);
      else void navigate(rule.redirect.to, { replace: true });
      return;
    }
    if (state.current.newBuild) reloadOnce(`path:${location.pathname}`, location.pathname + location.search + location.hash);
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps
}
