// /console: the console opens on the first section the staff member's role may work in (orders for admins and
// operators, the store's content for content editors); the header lists the others it may open.
import { redirect } from 'react-router';
import type { Route } from './+types/console-home';
import { sectionsFor } from '../lib/console-sections';

export async function loader({ context, url }: Route.LoaderArgs) {
  const staff = await context.staff();
  if (!staff) throw redirect(`/console/login?returnTo=${encodeURIComponent(url.pathname)}`);
  throw redirect(sectionsFor(staff.role)[0]?.to ?? '/console/login');
}

export default function ConsoleHome() {
  return null;
}
