// Which staff may call which console API route. Every route under /api/console declares in its config the area of the
// console it belongs to (core/permissions.ts: orders, money, content, staff, settings), or that any logged-in staff
// member may call it ('signed-in'), or anyone ('open': logging in and out). A route that declares none stops the app
// at start, so a new route cannot be left open by forgetting; the role check itself is one function for every route.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../../core/app-error';
import { staffMay, type ConsoleArea, type StaffRole } from '../../../core/permissions';
import { perRequest } from '../../http/per-request';
import type { Services } from '../../services';
import { STAFF_SESSION_COOKIE, type StaffMember } from './staff-sessions';

export type ConsoleAccess = ConsoleArea | 'signed-in' | 'open';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call this console API route (server/modules/console/staff-access.ts); required under /api/console. */
    consoleArea?: ConsoleAccess;
  }
  interface FastifyInstance {
    /** Every console API route with the area it declared, as registered (read by the roles test). */
    consoleRoutes: ConsoleRoute[];
  }
}

export type ConsoleRoute = { method: string; url: string; area: ConsoleAccess };

export const CONSOLE_API_PREFIX = '/api/console';

/** FORBIDDEN "Permission denied" unless the staff member's role may work in the area. */
export function assertStaffMay(member: { role: StaffRole }, area: ConsoleArea): void {
  if (!staffMay(member.role, area)) throw new AppError('FORBIDDEN', 'permissionDenied');
}

/**
 * Keeps the list of console API routes and their areas on the app; registered before any route. A route under
 * /api/console without `config.consoleArea` is a programming error: the app refuses to start, naming it.
 */
export function checkConsoleAreas(app: FastifyInstance): void {
  const routes: ConsoleRoute[] = [];
  app.decorate('consoleRoutes', routes);
  app.addHook('onRoute', (route) => {
    if (route.url !== CONSOLE_API_PREFIX && !route.url.startsWith(`${CONSOLE_API_PREFIX}/`)) return;
    const area = route.config?.consoleArea;
    if (!area) throw new Error(`${[route.method].flat().join(',')} ${route.url} declares no consoleArea: say which staff may call it (server/modules/console/staff-access.ts)`);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, area });
  });
}

/** The logged-in staff member of this store, or 401 "Log in to the console first". */
export async function requireConsoleStaff(services: Pick<Services, 'getStoreSettings' | 'sessionStaff'>, request: FastifyRequest): Promise<StaffMember> {
  const store = await services.getStoreSettings();
  const member = await services.sessionStaff(store._id, request.cookies[STAFF_SESSION_COOKIE]);
  if (!member) throw new AppError('UNAUTHORIZED', 'staffLoginRequired');
  return member;
}

/**
 * The staff member the route's declared area lets in, once per request: 401 when nobody is logged in, 403 FORBIDDEN
 * when the role may not work in the area. Used as the route's preValidation (a stranger learns nothing about the input)
 * and asked again by the handler for the member.
 */
export function consoleStaff(services: Pick<Services, 'getStoreSettings' | 'sessionStaff'>) {
  return perRequest(async (request) => {
    const area = request.routeOptions.config.consoleArea;
    if (!area || area === 'open') throw new Error(`${request.method} ${request.routeOptions.url} asks for staff but declares no area`);
    const member = await requireConsoleStaff(services, request);
    if (area !== 'signed-in') assertStaffMay(member, area);
    return member;
  });
}
