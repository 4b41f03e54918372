// Which PosAPI this process talks to: the configured one (EBARIMT_URL with the merchant's values), else — outside
// production — the sandbox this server mounts, with the sandbox merchant. A production store without EBARIMT_URL issues
// no receipts: they wait as pending until PosAPI is configured.
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createPosApiClient, type PosApiClient } from './client';
import { EBARIMT_SANDBOX_PREFIX, SANDBOX_MERCHANT } from './sandbox';

/** Whether this process mounts the e-barimt sandbox. */
export const ebarimtSandboxOn = (config: Pick<Config, 'sandboxes' | 'ebarimt'>) => !config.ebarimt.url && config.sandboxes;

/** A PosAPI client with the merchant's settings the receipts need besides it (the products' classification code). */
export type Ebarimt = { client: PosApiClient; classificationCode: string };

/** The PosAPI for this configuration, or null when receipts cannot be issued here. */
export function posApiFromConfig(config: Pick<Config, 'sandboxes' | 'ebarimt'>, thisServer: () => string): Ebarimt | null {
  const e = config.ebarimt;
  if (e.url) {
    return {
      client: createPosApiClient({ baseUrl: e.url, merchantTin: e.merchantTin!, branchNo: e.branchNo, posNo: e.posNo, districtCode: e.districtCode! }),
      classificationCode: e.classificationCode!,
    };
  }
  if (!ebarimtSandboxOn(config)) return null;
  return {
    client: createPosApiClient({
      baseUrl: () => `${thisServer()}${EBARIMT_SANDBOX_PREFIX}`,
      merchantTin: e.merchantTin ?? SANDBOX_MERCHANT.merchantTin,
      branchNo: e.branchNo,
      posNo: e.posNo,
      districtCode: e.districtCode ?? SANDBOX_MERCHANT.districtCode,
    }),
    classificationCode: e.classificationCode ?? SANDBOX_MERCHANT.classificationCode,
  };
}

/** This server's own address over loopback (known once it listens), for reaching its sandbox. */
export function loopbackOrigin(app: FastifyInstance): () => string {
  return () => {
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('the server is not listening yet');
    return `http://127.0.0.1:${address.port}`;
  };
}
