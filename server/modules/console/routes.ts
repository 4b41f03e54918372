// The console over the API (/api/console/*), for staff only: log in and out, the order list, an order, moving it and
// its shipping stages, and (admins) staff accounts. Each route declares the console area it belongs to, and the staff
// member's role is checked against it (staff-access.ts). The console pages call the same services in-process.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { staffMoves } from '../../../core/order-state';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import { requestLanguage } from '../../http/error-handler';
import type { Services } from '../../services';
import { orderNumberOf } from '../orders/routes';
import { loginInput, orderListQuery, shippingStage, stageInput, staffAccessInput, staffInput, transitionInput } from './schemas';
import { consoleStaff } from './staff-access';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_HOURS, type StaffMember } from './staff-sessions';

/** The staff cookie: HttpOnly, SameSite=Lax, whole site (the console's pages and its API); Secure by the app's one rule (server/app.ts). */
export function setStaffSessionCookie(reply: FastifyReply, token: string | null) {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const };
  if (token) reply.setCookie(STAFF_SESSION_COOKIE, token, { ...options, maxAge: STAFF_SESSION_HOURS * 3600 });
  else reply.clearCookie(STAFF_SESSION_COOKIE, options);
}

/** A staff member as the console shows them. */
export const publicStaff = (s: StaffMember) => ({ username: s.username, name: s.name, role: s.role });

const numberParam = z.object({ number: z.string().max(12) });
const stageParams = numberParam.extend({ stage: shippingStage });
const staffIdParam = z.object({ id: z.uuid() });

export async function consoleRoutes(app: ApiApp, { services }: { services: Services }) {
  tagRoutes(app, 'console');
  // Asked before a route reads its input, so only staff whose role may work the route's area learn what input is wrong.
  const requireStaff = consoleStaff(services);

  // Nothing the console answers is cached anywhere (the hook holds for this plugin's routes only).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post('/api/console/login', { config: { consoleArea: 'open' }, schema: { summary: 'Log a staff member in (sets the staff cookie)', body: loginInput } }, async (request, reply) => {
    const store = await services.getStoreSettings();
    const { staff, token } = await services.logInStaff({ storeId: store._id, ...request.body, ip: request.ip, previousToken: request.cookies[STAFF_SESSION_COOKIE] ?? null });
    setStaffSessionCookie(reply, token);
    return { staff: publicStaff(staff) };
  });

  app.post('/api/console/logout', { config: { consoleArea: 'open' }, schema: { summary: 'Log the staff member out' } }, async (request, reply) => {
    const token = request.cookies[STAFF_SESSION_COOKIE];
    if (token) await services.endStaffSession(token);
    setStaffSessionCookie(reply, null);
    return { loggedOut: true };
  });

  app.get('/api/console/me', { config: { consoleArea: 'signed-in' }, schema: { summary: 'The logged-in staff member' } }, async (request) => ({ staff: publicStaff(await requireStaff(request)) }));

  app.get('/api/console/orders', { config: { consoleArea: 'orders' }, preValidation: requireStaff, schema: { summary: 'Orders by state, number, phone, name and dates, newest first', querystring: orderListQuery } }, async (request) => {
    const member = await requireStaff(request);
    return services.listConsoleOrders(member.storeId, request.query);
  });

  app.get('/api/console/orders/:number', { config: { consoleArea: 'orders' }, preValidation: requireStaff, schema: { summary: 'An order with its history and the moves it can make', params: numberParam } }, async (request) => {
    const member = await requireStaff(request);
    const order = await services.getOrderForStaff(member.storeId, orderNumberOf(request.params.number), requestLanguage(request));
    return { ...order, next: staffMoves(order.state) };
  });

  app.post('/api/console/orders/:number/transitions', { config: { consoleArea: 'orders' }, preValidation: requireStaff, schema: { summary: 'Move an order to another state (cancel and return need a reason)', params: numberParam, body: transitionInput } }, async (request) => {
    const member = await requireStaff(request);
    const { to, reason } = request.body;
    const number = orderNumberOf(request.params.number);
    return services.moveOrder({ staff: member, number, to, reason: reason ?? null });
  });

  app.put('/api/console/orders/:number/stages/:stage', { config: { consoleArea: 'orders' }, preValidation: requireStaff, schema: { summary: 'Record the day an order reached a shipping stage', params: stageParams, body: stageInput } }, async (request) => {
    const member = await requireStaff(request);
    const { reachedOn, note } = request.body;
    await services.recordStage({ staff: member, number: orderNumberOf(request.params.number), stage: request.params.stage, reachedOn, note: note ?? null });
    return { saved: true };
  });

  app.get('/api/console/staff', { config: { consoleArea: 'staff' }, preValidation: requireStaff, schema: { summary: 'Staff accounts (admins)' } }, async (request) => {
    const member = await requireStaff(request);
    return services.listStaff(member.storeId);
  });

  app.post('/api/console/staff', { config: { consoleArea: 'staff' }, preValidation: requireStaff, schema: { summary: 'Add a staff member, or reset one’s password, name and role (admins)', body: staffInput } }, async (request, reply) => {
    const member = await requireStaff(request);
    const saved = await services.saveStaff(member.storeId, request.body, member);
    return reply.status(saved.created ? 201 : 200).send(saved);
  });

  app.patch('/api/console/staff/:id', { config: { consoleArea: 'staff' }, preValidation: requireStaff, schema: { summary: 'Change a staff member’s role, or deactivate (or reactivate) them (admins)', params: staffIdParam, body: staffAccessInput } }, async (request) => {
    const member = await requireStaff(request);
    await services.updateStaffAccess(member.storeId, request.params.id, request.body, member);
    return { saved: true };
  });
}
