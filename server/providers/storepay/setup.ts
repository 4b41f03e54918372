// Which Storepay this app talks to: the configured merchant (STOREPAY_*), else, outside production, the local sandbox this
// server mounts at /__sandbox/storepay (its address is known once the server listens). A production store without
// Storepay settings offers no Storepay: the sandbox there would let anyone on the machine "approve" a loan.
import type { Config } from '../../config';
import { createStorepayClient, type StorepayClient, type StorepayClientOptions } from './client';
import { STOREPAY_SANDBOX_CREDENTIALS, STOREPAY_SANDBOX_PREFIX } from './sandbox';

/** Whether buildApp mounts the sandbox: Storepay is not configured and this is not production. */
export function usesStorepaySandbox(config: Pick<Config, 'sandboxes' | 'storepay'>): boolean {
  return !config.storepay && config.sandboxes;
}

/** The Storepay client for this app, or null when the store offers no Storepay. `selfUrl`: this server, read at each call. */
export function storepayClientFor(
  config: Pick<Config, 'sandboxes' | 'storepay'>,
  selfUrl: () => string,
  options: Pick<StorepayClientOptions, 'fetch' | 'timeoutMs' | 'now'> = {},
): StorepayClient | null {
  if (config.storepay) return createStorepayClient({ ...config.storepay, authUrl: config.storepay.authUrl ?? undefined, ...options });
  if (!usesStorepaySandbox(config)) return null;
  return createStorepayClient({ ...STOREPAY_SANDBOX_CREDENTIALS, baseUrl: () => `${selfUrl()}${STOREPAY_SANDBOX_PREFIX}`, ...options });
}

/** The page of a sandbox loan (the shopper's "Storepay app"), for development; null with a real Storepay. */
export function storepaySandboxPage(config: Pick<Config, 'sandboxes' | 'storepay'>): ((loanId: string) => string) | null {
  return usesStorepaySandbox(config) ? (loanId) => `${STOREPAY_SANDBOX_PREFIX}/loans/${encodeURIComponent(loanId)}` : null;
}
