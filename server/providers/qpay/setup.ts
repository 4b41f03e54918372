// Which QPay this app talks to: the configured merchant (QPAY_*), else, outside production, the local sandbox this server
// mounts at /__sandbox/qpay (its address is known once the server listens). A production store without QPay settings has
// no QPay at all (config.qpayEnabled is false): the sandbox there would let anyone on the machine "pay" an order.
import type { Config } from '../../config';
import { createQPayClient, type QPayClient, type QPayClientOptions } from './client';
import { QPAY_SANDBOX_API, QPAY_SANDBOX_MERCHANT } from './sandbox';

/** Whether buildApp mounts the sandbox: QPay is not configured and this is not production. */
export function usesQPaySandbox(config: Pick<Config, 'qpay' | 'qpayEnabled'>): boolean {
  return !config.qpay && config.qpayEnabled;
}

/**
 * The QPay client for this app, or null when the store offers no QPay. `selfUrl` is this server's own address
 * (`http://127.0.0.1:{port}`), read at each call.
 */
export function qpayClientFor(
  config: Pick<Config, 'qpay' | 'qpayEnabled'>,
  selfUrl: () => string,
  options: Pick<QPayClientOptions, 'fetch' | 'timeoutMs' | 'now'> = {},
): QPayClient | null {
  if (config.qpay) return createQPayClient({ ...config.qpay, ...options });
  if (!usesQPaySandbox(config)) return null;
  return createQPayClient({ ...QPAY_SANDBOX_MERCHANT, baseUrl: () => `${selfUrl()}${QPAY_SANDBOX_API}`, ...options });
}
