// Logging in with Google. The flow's secrets (state, nonce, PKCE verifier) wait in the database for 10 minutes under a
// random id held in a cookie, and are used once. A Google identity logs into the account it is linked to, or starts a
// new one; it is not linked by email, because the emails stored here were never verified and could be anyone's.
import { randomBytes } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { customers, loginFlows } from '../../db/schema';
import type { OidcClient } from '../../providers/google/client';
import { mergeGuest } from './merge-guest';
import { startSession, type Customer } from './sessions';

const FLOW_MINUTES = 10;

export async function startGoogleLogin(db: Db, google: OidcClient, input: { redirectUri: string; returnTo: string | null }) {
  const start = await google.start(input.redirectUri);
  const id = randomBytes(24).toString('base64url');
  await db.delete(loginFlows).where(lt(loginFlows.createdAt, sql`now() - interval '1 hour'`));
  await db.insert(loginFlows).values({ id, state: start.state, nonce: start.nonce, codeVerifier: start.codeVerifier, returnTo: input.returnTo });
  return { flowId: id, url: start.url };
}

export async function finishGoogleLogin(
  db: Db,
  google: OidcClient,
  input: { flowId: string; callbackUrl: URL; storeId: string; userToken: string | null; userAgent: string | null; previousSession: string | null },
): Promise<{ customer: Customer; sessionToken: string; returnTo: string | null }> {
  const [flow] = await db
    .delete(loginFlows)
    .where(and(eq(loginFlows.id, input.flowId), sql`${loginFlows.createdAt} > now() - make_interval(mins => ${FLOW_MINUTES})`))
    .returning();
  if (!flow) throw new AppError('VALIDATION', 'googleFailed');
  let identity;
  try {
    identity = await google.finish(input.callbackUrl, flow);
  } catch (err) {
    throw new AppError('VALIDATION', 'googleFailed', { cause: err });
  }
  await db
    .insert(customers)
    .values({
      storeId: input.storeId,
      googleSub: identity.sub,
      email: identity.emailVerified ? identity.email : null,
      displayName: identity.name,
    })
    .onConflictDoNothing();
  const [customer] = await db.select().from(customers).where(and(eq(customers.storeId, input.storeId), eq(customers.googleSub, identity.sub)));
  if (input.userToken) await mergeGuest(db, { storeId: input.storeId, userToken: input.userToken, customerId: customer.id });
  const sessionToken = await startSession(db, customer.id, input.userAgent, input.previousSession);
  return { customer, sessionToken, returnTo: flow.returnTo };
}
