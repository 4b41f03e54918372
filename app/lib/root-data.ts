// The root loader's data as pages and components read it. Its own module, so that components the root renders (the
// error page) do not import the root back.
import { useRouteLoaderData } from 'react-router';
import type { loader } from '../root';

export type RootData = Awaited<ReturnType<typeof loader>>;
export type LoadedRootData = Exclude<RootData, { store: null }>;

export function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof loader>('root');
}

/** Root data of a page that rendered with its store (every page but maintenance during an outage). */
export function useStoreData(): LoadedRootData {
  const data = useRootData();
  if (!data || data.store === null) throw new Error('store data is not loaded');
  return data as LoadedRootData;
}
