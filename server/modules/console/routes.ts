// The console over the API (/api/console/*), for staff only: log in and out, the order list, an order, moving it and
// its shipping stages, and (admins) staff accounts. The console pages call the same services in-process.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { staffMoves } from '../../../core/order-state';
import { requestLanguage } from '../../http/error-handler';
import { parse } from '../../http/validate';
import type { Services } from '../../services';
import { orderNumberOf } from '../orders/routes';
import { loginInput, orderListQuery, shippingStage, stageInput, staffInput, transitionInput } from './schemas';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_HOURS, type StaffMember } from './staff-sessions';

/** The staff cookie: HttpOnly, SameSite=Lax, whole site (the console's pages and its API), Secure in production and over HTTPS. */
export function setStaffSessionCookie(reply: FastifyReply, token: string | null, secure: boolean) {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
  if (token) reply.setCookie(STAFF_SESSION_COOKIE, token, { ...options, maxAge: STAFF_SESSION_HOURS * 3600 });
  else reply.clearCookie(STAFF_SESSION_COOKIE, options);
}

/** A staff member as the console shows them. */
export const publicStaff = (s: StaffMember) => ({ username: s.username, name: s.name, role: s.role });

/** The one rule of roles so far: both work orders, only an admin manages staff. */
export function assertAdmin(s: StaffMember) {
  if (s.role !== 'admin') throw new AppError('FORBIDDEN', 'permissionDenied');
}

/** The logged-in staff member of this store, or 401 "Log in to the console first": every console API route asks it. */
export async function requireConsoleStaff(services: Pick<Services, 'getStoreSettings' | 'sessionStaff'>, request: FastifyRequest): Promise<StaffMember> {
  const store = await services.getStoreSettings();
  const member = await services.sessionStaff(store._id, request.cookies[STAFF_SESSION_COOKIE]);
  if (!member) throw new AppError('UNAUTHORIZED', 'staffLoginRequired');
  return member;
}

const numberParam = z.object({ number: z.string().max(12) });
const stageParams = numberParam.extend({ stage: shippingStage });

export async function consoleRoutes(app: FastifyInstance, { services, secure }: { services: Services; secure: (request: FastifyRequest) => boolean }) {
  const requireStaff = (request: FastifyRequest) => requireConsoleStaff(services, request);

  // Nothing the console answers is cached anywhere (the hook holds for this plugin's routes only).
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.post('/api/console/login', async (request, reply) => {
    const body = parse(loginInput, request.body);
    const store = await services.getStoreSettings();
    const { staff, token } = await services.logInStaff({ storeId: store._id, ...body, ip: request.ip, previousToken: request.cookies[STAFF_SESSION_COOKIE] ?? null });
    setStaffSessionCookie(reply, token, secure(request));
    return { staff: publicStaff(staff) };
  });

  app.post('/api/console/logout', async (request, reply) => {
    const token = request.cookies[STAFF_SESSION_COOKIE];
    if (token) await services.endStaffSession(token);
    setStaffSessionCookie(reply, null, secure(request));
    return { loggedOut: true };
  });

  app.get('/api/console/me', async (request) => ({ staff: publicStaff(await requireStaff(request)) }));

  app.get('/api/console/orders', async (request) => {
    const member = await requireStaff(request);
    return services.listConsoleOrders(member.storeId, parse(orderListQuery, request.query));
  });

  app.get('/api/console/orders/:number', async (request) => {
    const member = await requireStaff(request);
    const order = await services.getOrderForStaff(member.storeId, orderNumberOf(parse(numberParam, request.params).number), requestLanguage(request));
    return { ...order, next: staffMoves(order.state) };
  });

  app.post('/api/console/orders/:number/transitions', async (request) => {
    const member = await requireStaff(request);
    const number = orderNumberOf(parse(numberParam, request.params).number);
    const { to, reason } = parse(transitionInput, request.body);
    return services.moveOrder({ staff: member, number, to, reason: reason ?? null });
  });

  app.put('/api/console/orders/:number/stages/:stage', async (request) => {
    const member = await requireStaff(request);
    const params = parse(stageParams, request.params);
    const { reachedOn, note } = parse(stageInput, request.body);
    await services.recordStage({ staff: member, number: orderNumberOf(params.number), stage: params.stage, reachedOn, note: note ?? null });
    return { saved: true };
  });

  app.get('/api/console/staff', async (request) => {
    const member = await requireStaff(request);
    assertAdmin(member);
    return services.listStaff(member.storeId);
  });

  app.post('/api/console/staff', async (request, reply) => {
    const member = await requireStaff(request);
    assertAdmin(member);
    const saved = await services.saveStaff(member.storeId, parse(staffInput, request.body));
    return reply.status(saved.created ? 201 : 200).send(saved);
  });
}
