// The marketplace hosts "buy for me" may read pages from: the store's own list, which staff edit (an admin: it decides
// where the server connects) — to stop reading a site, or to add a host of a known marketplace (a new mobile or global
// address). Each entry must be a host name (no address, no port, no path) of one of the marketplaces the store can read
// and price; the page client still refuses any name that resolves to a private address.
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { AppError } from '../../../core/app-error';
import { DEFAULT_ALLOWED_HOSTS, MARKETPLACE_IDS, MARKETPLACES, marketplaceOfHost } from '../../../core/marketplaces';
import type { Db } from '../../db/client';
import { stores } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';

/** A host name as DNS writes it: labels of letters, digits and hyphens, at least one dot, a top-level name of letters. */
const HOST = /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The marketplace hosts the store reads pages from: staff's list, or the marketplaces' own until they edit it. */
export async function allowedHostsOf(db: Db, storeId: string): Promise<readonly string[]> {
  const [row] = await db.select({ hosts: stores.marketplaceHosts }).from(stores).where(eq(stores.id, storeId));
  return row?.hosts ?? DEFAULT_ALLOWED_HOSTS;
}

export const MAX_MARKETPLACE_HOSTS = 60;

/** The textarea's hosts, one per line (or separated by commas or spaces), lowercased, without duplicates. */
export const marketplaceHostsInput = z.object({
  hosts: z
    .string()
    .max(10_000)
    .transform((text, ctx) => {
      const hosts = [...new Set(text.toLowerCase().split(/[\s,]+/).map((h) => h.replace(/\.$/, '')).filter(Boolean))];
      const bad = hosts.find((h) => !HOST.test(h));
      // The store reads, prices and ships only from the marketplaces it knows (their markup, currency and route).
      const unknown = hosts.find((h) => HOST.test(h) && !marketplaceOfHost(h));
      if (bad) ctx.addIssue({ code: 'custom', params: { messageKey: 'marketplaceHost', values: { host: bad } } });
      else if (unknown) ctx.addIssue({ code: 'custom', params: { messageKey: 'marketplaceUnknown', values: { host: unknown, sites: MARKETPLACE_IDS.map((id) => MARKETPLACES[id].name).join(', ') } } });
      if (hosts.length > MAX_MARKETPLACE_HOSTS) ctx.addIssue({ code: 'custom', params: { messageKey: 'marketplaceHostCount', values: { max: MAX_MARKETPLACE_HOSTS } } });
      return hosts;
    }),
});

export async function marketplaceHosts(db: Db, storeId: string): Promise<{ hosts: readonly string[]; own: boolean }> {
  const hosts = await allowedHostsOf(db, storeId);
  return { hosts, own: hosts !== DEFAULT_ALLOWED_HOSTS };
}

/** Saves the list (empty: back to the marketplaces' own), audited as a settings change. */
export async function saveMarketplaceHosts(db: Db, storeId: string, hosts: string[], staff: AuditActor): Promise<void> {
  if (hosts.length > MAX_MARKETPLACE_HOSTS) throw new AppError('VALIDATION', 'invalidRequest');
  await db.transaction(async (tx) => {
    const [before] = await tx.select({ hosts: stores.marketplaceHosts }).from(stores).where(eq(stores.id, storeId)).for('update');
    const after = hosts.length ? hosts : null;
    await tx.update(stores).set({ marketplaceHosts: after, updatedAt: sql`now()` }).where(eq(stores.id, storeId));
    await recordAudit(tx, {
      storeId,
      actor: staff,
      entity: 'settings',
      entityId: storeId,
      action: 'update',
      label: 'marketplaceHosts',
      before: { marketplaceHosts: before?.hosts ?? DEFAULT_ALLOWED_HOSTS },
      after: { marketplaceHosts: after ?? DEFAULT_ALLOWED_HOSTS },
    });
  });
}
