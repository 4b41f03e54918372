// Which Pocket this app talks to: the configured merchant (POCKET_*), else, outside production, the local sandbox this
// server mounts at /__sandbox/pocket. A production store without Pocket settings offers no Pocket.
import type { Config } from '../../config';
import { createPocketClient, type PocketClient, type PocketClientOptions } from './client';
import { POCKET_SANDBOX_CLIENT, POCKET_SANDBOX_PREFIX } from './sandbox';

/** Whether buildApp mounts the sandbox: Pocket is not configured and this is not production. */
export function usesPocketSandbox(config: Pick<Config, 'sandboxes' | 'pocket'>): boolean {
  return !config.pocket && config.sandboxes;
}

/** The Pocket client for this app, or null when the store offers no Pocket. `selfUrl`: this server, read at each call. */
export function pocketClientFor(
  config: Pick<Config, 'sandboxes' | 'pocket'>,
  selfUrl: () => string,
  options: Pick<PocketClientOptions, 'fetch' | 'timeoutMs' | 'now'> = {},
): PocketClient | null {
  if (config.pocket) return createPocketClient({ ...config.pocket, ...options });
  if (!usesPocketSandbox(config)) return null;
  return createPocketClient({ ...POCKET_SANDBOX_CLIENT, baseUrl: () => `${selfUrl()}${POCKET_SANDBOX_PREFIX}`, ...options });
}

/** The page of a sandbox invoice (the shopper's "Pocket app"), for development; null with a real Pocket. */
export function pocketSandboxPage(config: Pick<Config, 'sandboxes' | 'pocket'>): ((invoiceId: string) => string) | null {
  return usesPocketSandbox(config) ? (invoiceId) => `${POCKET_SANDBOX_PREFIX}/invoices/${encodeURIComponent(invoiceId)}` : null;
}
