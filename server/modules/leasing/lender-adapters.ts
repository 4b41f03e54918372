// The instalment lenders' adapters for this app: Storepay and Pocket through their clients (configured, or the local
// sandboxes outside production; none in production without settings), and the three application lenders, which need
// only the database.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { APPLICATION_PROVIDERS, type PaymentProvider } from '../../db/schema';
import type { PocketClient } from '../../providers/pocket/client';
import { pocketSandbox } from '../../providers/pocket/sandbox';
import { pocketClientFor, pocketSandboxPage, usesPocketSandbox } from '../../providers/pocket/setup';
import type { StorepayClient } from '../../providers/storepay/client';
import { storepaySandbox } from '../../providers/storepay/sandbox';
import { storepayClientFor, storepaySandboxPage, usesStorepaySandbox } from '../../providers/storepay/setup';
import type { PaymentAdapter } from '../payments/adapter';
import { createApplicationAdapter } from '../payments/adapters/application';
import { createPocketAdapter } from '../payments/adapters/pocket';
import { createStorepayAdapter } from '../payments/adapters/storepay';

/** Pocket's webhook lands here (configure it in Pocket's merchant settings as {PUBLIC_URL}{POCKET_WEBHOOK_PATH}). */
export const POCKET_WEBHOOK_PATH = '/api/v1/leasing/pocket/webhook';

export function lenderAdapters(
  db: Db,
  lenders: {
    storepay: StorepayClient | null;
    pocket: PocketClient | null;
    /** The sandboxes' pages standing in for the lenders' apps (development), else null. */
    storepayPage?: ((loanId: string) => string) | null;
    pocketPage?: ((invoiceId: string) => string) | null;
  },
): Partial<Record<PaymentProvider, PaymentAdapter>> {
  const adapters: Partial<Record<PaymentProvider, PaymentAdapter>> = {};
  if (lenders.storepay) adapters.storepay = createStorepayAdapter(lenders.storepay, { sandboxPage: lenders.storepayPage });
  if (lenders.pocket) {
    adapters.pocket_zero = createPocketAdapter(lenders.pocket, 'pocket_zero', { sandboxPage: lenders.pocketPage });
    adapters.pocket_leasing = createPocketAdapter(lenders.pocket, 'pocket_leasing', { sandboxPage: lenders.pocketPage });
  }
  for (const provider of APPLICATION_PROVIDERS) adapters[provider] = createApplicationAdapter(db, provider);
  return adapters;
}

/**
 * For buildApp: mounts the Storepay and Pocket sandboxes when those lenders are not configured (outside production;
 * /__sandbox/storepay and /__sandbox/pocket, this machine only) and answers every lender's adapter. `selfUrl` is this
 * server's own address, known once it listens.
 */
export async function setUpLenders(app: FastifyInstance, config: Config, db: Db, selfUrl: () => string) {
  if (usesStorepaySandbox(config)) await app.register(storepaySandbox);
  if (usesPocketSandbox(config)) await app.register(pocketSandbox, { webhookUrl: () => `${selfUrl()}${POCKET_WEBHOOK_PATH}` });
  const storepay = storepayClientFor(config, selfUrl);
  const pocket = pocketClientFor(config, selfUrl);
  return lenderAdapters(db, { storepay, pocket, storepayPage: storepaySandboxPage(config), pocketPage: pocketSandboxPage(config) });
}
