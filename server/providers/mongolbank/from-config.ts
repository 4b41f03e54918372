// Where this process reads the Bank of Mongolia's official rates: the configured address (MONGOLBANK_RATES_URL), else —
// outside production — the sandbox this server mounts. A production store without the address has no official rates to
// fetch: staff type the rates in the console.
import type { Config } from '../../config';
import { createMongolbankClient, type MongolbankClient } from './client';
import { MONGOLBANK_SANDBOX_PATH } from './sandbox';

/** Whether this process mounts the Bank of Mongolia sandbox. */
export const mongolbankSandboxOn = (config: Pick<Config, 'sandboxes' | 'mongolbankRatesUrl'>) => !config.mongolbankRatesUrl && config.sandboxes;

/** The official rates' client for this configuration, or null when they are not configured here. */
export function mongolbankFromConfig(config: Pick<Config, 'sandboxes' | 'mongolbankRatesUrl'>, thisServer: () => string): MongolbankClient | null {
  if (config.mongolbankRatesUrl) return createMongolbankClient({ url: config.mongolbankRatesUrl });
  if (!mongolbankSandboxOn(config)) return null;
  return createMongolbankClient({ url: () => `${thisServer()}${MONGOLBANK_SANDBOX_PATH}` });
}
