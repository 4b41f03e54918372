// /console/logout (POST from the console header): ends the staff session and returns to the login.
import { redirect } from 'react-router';
import type { Route } from './+types/console-logout';
import { STAFF_SESSION_COOKIE } from '../../server/modules/console/staff-sessions';

export async function action({ context }: Route.ActionArgs) {
  const token = context.cookies[STAFF_SESSION_COOKIE];
  if (token) await context.services.endStaffSession(token);
  context.setStaffSession(null);
  throw redirect('/console/login');
}

export function loader() {
  throw redirect('/console');
}

export default function ConsoleLogout() {
  return null;
}
