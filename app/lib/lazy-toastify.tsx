// react-toastify (about 10 KB gzip, and its stylesheet: toastify-styled.ts) fetched when the first toast is shown, not
// with every page: most visits show none. vite.config.ts points every `import … from 'react-toastify'` of the app at this
// module, on the server too, so the server's page and the browser's first render agree: no container until a toast.
// The library keeps a toast asked for before its container is there and shows it once the container mounts.
import { useEffect, useState, type ComponentProps } from 'react';
import type * as Toastify from './toastify-styled';

type Library = typeof Toastify;

let library: Library | undefined;
let loading: Promise<Library> | undefined;
const waiting = new Set<(loaded: Library) => void>();

function load(): Promise<Library> {
  loading ??= import('./toastify-styled').then((loaded) => {
    library = loaded;
    for (const show of waiting) show(loaded);
    return loaded;
  });
  return loading;
}

/** The library's container, once a toast has fetched the library; nothing before. */
export function ToastContainer(props: ComponentProps<Library['ToastContainer']>) {
  const [loaded, setLoaded] = useState(library);
  useEffect(() => {
    if (library) {
      setLoaded(library);
      return;
    }
    waiting.add(setLoaded);
    return () => void waiting.delete(setLoaded);
  }, []);
  return loaded ? <loaded.ToastContainer {...props} /> : null;
}

/**
 * `toast(…)`, `toast.success(…)`, `toast.error(…)` and the library's other calls, made once it has come. They return
 * nothing (the library returns the toast's id): give a `toastId` to refer to a toast later.
 */
export const toast = new Proxy((() => undefined) as unknown as Library['toast'], {
  apply: (_target, _this, args: unknown[]) => {
    void load().then((loaded) => (loaded.toast as (...a: unknown[]) => unknown)(...args));
  },
  get: (_target, name) => {
    // Not a promise (nor anything asked by a symbol): only the library's calls.
    if (typeof name !== 'string' || name === 'then') return undefined;
    return (...args: unknown[]) => {
      void load().then((loaded) => (loaded.toast as unknown as Record<string, (...a: unknown[]) => unknown>)[name](...args));
    };
  },
});
