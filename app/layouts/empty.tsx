import { Outlet } from 'react-router';
import type { Route } from './+types/empty';
import { ErrorPage } from '../components/error-page';

/** Empty layout (maintenance, game): the page alone. */
export default function EmptyLayout() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <ErrorPage error={error} />;
}
