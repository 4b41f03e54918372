// Shared by every route whose feature a later issue builds: the real "under construction" page in the route's layout.
import { useMatches } from 'react-router';
import type { Route } from './+types/under-construction';
import { UnderConstruction } from '../components/under-construction';
import { pageMeta } from '../lib/meta';
import { validateParams } from '../lib/params';

export function loader({ url, params }: Route.LoaderArgs) {
  validateParams(url, params);
  return null;
}

export function meta({ matches }: Route.MetaArgs) {
  const id = matches[matches.length - 1]?.id ?? 'index';
  return pageMeta(matches, (t) => t(`routes.${id}` as 'routes.index'), { noindex: true });
}

export default function UnderConstructionRoute() {
  const matches = useMatches();
  return <UnderConstruction routeName={matches[matches.length - 1].id} />;
}
