// Phone login over the API: ask for a code, log in with it, see who is logged in, log out.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { USER_TOKEN_COOKIE } from '../../../core/user-token';
import { tagRoutes, type ApiApp } from '../../http/api-docs';
import { requestLanguage } from '../../http/error-handler';
import { perRequest } from '../../http/per-request';
import type { Services } from '../../services';
import { AppError } from '../../../core/app-error';
import { safeReturnTo } from '../../../core/return-to';
import { addressInput, messageChoice, profileUpdate } from './schemas';
import { SESSION_COOKIE, SESSION_DAYS } from './sessions';

const codeRequest = z.object({ phone: z.string().max(40) });
const logIn = z.object({ phone: z.string().max(40), code: z.string().max(12) });

/** The session cookie: HttpOnly, whole site, SameSite=Lax; Secure by the app's one rule for cookies (server/app.ts). */
export function setSessionCookie(reply: FastifyReply, token: string | null) {
  const options = { path: '/', httpOnly: true, sameSite: 'lax' as const };
  if (token) reply.setCookie(SESSION_COOKIE, token, { ...options, maxAge: SESSION_DAYS * 86_400 });
  else reply.clearCookie(SESSION_COOKIE, options);
}

/** A customer as the browser may see them (their own data only). */
export function publicCustomer(c: {
  id: string;
  phone: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  gender: string | null;
  birthDate: string | null;
  civilId: string | null;
  rating: number;
  marketingMessages: boolean;
  createdAt: Date;
}) {
  return {
    _id: c.id,
    phone: c.phone,
    email: c.email,
    firstName: c.firstName,
    lastName: c.lastName,
    displayName: c.displayName,
    gender: c.gender,
    birthDate: c.birthDate,
    civilId: c.civilId,
    name: c.displayName ?? ([c.firstName, c.lastName].filter(Boolean).join(' ') || null),
    rating: c.rating,
    marketingMessages: c.marketingMessages,
    createdAt: c.createdAt.toISOString(),
  };
}

const addressId = z.object({ id: z.uuid() });

const GOOGLE_FLOW_COOKIE = 'gflow';

export async function accountRoutes(
  app: ApiApp,
  {
    services,
    origin,
    googleLogin,
  }: { services: Services; origin: (request: FastifyRequest) => string; googleLogin: boolean },
) {
  tagRoutes(app, 'accounts');

  // Google login: to the provider, and back. Any failure returns to /user with a message, never a raw error page.
  app.get('/auth/google', async (request, reply) => {
    if (!googleLogin) throw new AppError('NOT_FOUND', 'dataNotFound');
    const returnTo = safeReturnTo((request.query as Record<string, unknown>).returnTo);
    const redirectUri = new URL('/auth/google/callback', origin(request)).toString(); // normalised, as the callback URL will be
    try {
      const { flowId, url } = await services.startGoogleLogin({ redirectUri, returnTo });
      reply.setCookie(GOOGLE_FLOW_COOKIE, flowId, { path: '/auth/google', httpOnly: true, sameSite: 'lax', maxAge: 600 });
      return reply.redirect(url);
    } catch (err) {
      request.log.warn({ err }, 'Google login could not start');
      return reply.redirect('/user?google=failed');
    }
  });

  app.get('/auth/google/callback', async (request, reply) => {
    const flowId = request.cookies[GOOGLE_FLOW_COOKIE];
    reply.clearCookie(GOOGLE_FLOW_COOKIE, { path: '/auth/google' });
    try {
      if (!flowId) throw new AppError('VALIDATION', 'googleFailed');
      const store = await services.getStoreSettings();
      const { sessionToken, returnTo } = await services.finishGoogleLogin({
        flowId,
        callbackUrl: new URL(request.url, origin(request)),
        storeId: store._id,
        userToken: request.cookies[USER_TOKEN_COOKIE] ?? null,
        userAgent: request.headers['user-agent'] ?? null,
        previousSession: request.cookies[SESSION_COOKIE] ?? null,
      });
      setSessionCookie(reply, sessionToken);
      return reply.redirect(returnTo ?? '/user');
    } catch (err) {
      request.log.warn({ err }, 'Google login failed');
      return reply.redirect('/user?google=failed');
    }
  });

  app.post('/api/v1/auth/code', { schema: { summary: 'Text a login code to a phone', body: codeRequest } }, async (request) => {
    const store = await services.getStoreSettings();
    return services.requestLoginCode({ storeId: store._id, phone: request.body.phone, ip: request.ip, purpose: 'login', lang: requestLanguage(request) });
  });

  app.post('/api/v1/auth/login', { schema: { summary: 'Log in with a phone and the code texted to it (sets the session cookie)', body: logIn } }, async (request, reply) => {
    const store = await services.getStoreSettings();
    const { customer, sessionToken } = await services.logInWithCode({
      storeId: store._id,
      phone: request.body.phone,
      code: request.body.code,
      userToken: request.cookies[USER_TOKEN_COOKIE] ?? null,
      userAgent: request.headers['user-agent'] ?? null,
      previousSession: request.cookies[SESSION_COOKIE] ?? null,
    });
    setSessionCookie(reply, sessionToken);
    return publicCustomer(customer);
  });

  app.get('/api/v1/auth/me', { schema: { summary: 'The logged-in customer, or null' } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    const customer = await services.sessionCustomer(request.cookies[SESSION_COOKIE]);
    return { customer: customer ? publicCustomer(customer) : null };
  });

  /** The logged-in customer, or UNAUTHORIZED; routes that need one ask it before their input is read. */
  const me = perRequest(async (request) => {
    const customer = await services.sessionCustomer(request.cookies[SESSION_COOKIE]);
    if (!customer) throw new AppError('UNAUTHORIZED');
    return customer;
  });

  app.put('/api/v1/account/profile', { preValidation: me, schema: { summary: 'Change the customer’s profile', body: profileUpdate } }, async (request) => {
    const customer = await me(request);
    return publicCustomer(await services.updateProfile(customer.id, request.body));
  });

  app.put(
    '/api/v1/account/messages',
    { preValidation: me, schema: { summary: 'Choose whether the customer gets messages that ask for their opinion (order news always goes)', body: messageChoice } },
    async (request) => {
      const customer = await me(request);
      return publicCustomer(await services.updateProfile(customer.id, request.body));
    },
  );

  app.post('/api/v1/account/phone/code', { preValidation: me, schema: { summary: 'Text a code to the phone the customer moves to', body: codeRequest } }, async (request) => {
    const store = await services.getStoreSettings();
    return services.requestLoginCode({ storeId: store._id, phone: request.body.phone, ip: request.ip, purpose: 'change_phone', lang: requestLanguage(request) });
  });

  app.post('/api/v1/account/phone', { preValidation: me, schema: { summary: 'Move the account to a new phone with the code texted to it', body: logIn } }, async (request) => {
    const customer = await me(request);
    const store = await services.getStoreSettings();
    return publicCustomer(await services.changePhone({ storeId: store._id, customerId: customer.id, phone: request.body.phone, code: request.body.code }));
  });

  app.get('/api/v1/account/addresses', { schema: { summary: 'The customer’s saved addresses' } }, async (request, reply) => {
    reply.header('cache-control', 'private, no-store');
    return services.listAddresses((await me(request)).id, requestLanguage(request));
  });

  app.post('/api/v1/account/addresses', { preValidation: me, schema: { summary: 'Save a new address', body: addressInput } }, async (request, reply) => {
    const customer = await me(request);
    const id = await services.saveAddress(customer.id, null, request.body);
    return reply.status(201).send({ _id: id });
  });

  app.put('/api/v1/account/addresses/:id', { preValidation: me, schema: { summary: 'Change a saved address', params: addressId, body: addressInput } }, async (request) => {
    const customer = await me(request);
    return { _id: await services.saveAddress(customer.id, request.params.id, request.body) };
  });

  app.post('/api/v1/account/addresses/:id/main', { preValidation: me, schema: { summary: 'Make a saved address the main one', params: addressId } }, async (request) => {
    const customer = await me(request);
    await services.setMainAddress(customer.id, request.params.id);
    return { ok: true };
  });

  app.delete('/api/v1/account/addresses/:id', { preValidation: me, schema: { summary: 'Delete a saved address', params: addressId } }, async (request) => {
    const customer = await me(request);
    await services.deleteAddress(customer.id, request.params.id);
    return { ok: true };
  });

  app.post('/api/v1/auth/logout', { schema: { summary: 'Log out (ends the session, clears its cookie)' } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await services.endSession(token);
    setSessionCookie(reply, null);
    return { loggedOut: true };
  });
}
