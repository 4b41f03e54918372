// Staff's writes of the store's pricing: the landed-cost rules (catalog_settings.pricing, that column only — the
// low-stock threshold of the same row is another page's) and exchange rates (a new exchange_rates row per currency that
// changed: the newest is in force, the older ones are its history). Each write records its audit row in the same
// transaction. Rates come typed by staff or fetched from the Bank of Mongolia (server/providers/mongolbank).
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import { COST_CURRENCIES, parseRate, type CostCurrency, type PricingRules } from '../../../core/landed-cost';
import type { Db } from '../../db/client';
import { catalogSettings, categories, exchangeRates, staff } from '../../db/schema';
import { ulaanbaatarDay } from '../../../core/dates';
import type { MongolbankClient } from '../../providers/mongolbank/client';
import { recordAudit, recordAudits, type AuditActor, type AuditRecord } from '../audit/record-audit';
import { getCatalogSettings, rateText } from './catalog-settings';

/** A value with its objects' keys in one order: the database's jsonb keeps its own, and comparisons must not see it. */
function sortedKeys<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sortedKeys) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortedKeys((value as Record<string, unknown>)[k])])) as T;
  return value;
}

/** Saves the store's pricing rules; answers whether anything changed. */
export async function savePricingRules(db: Db, storeId: string, actor: AuditActor, rules: PricingRules): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Per-category rules name categories of this store only.
    const named = [...new Set([...Object.keys(rules.duty.byCategory), ...Object.keys(rules.margin.byCategory)])];
    if (named.length > 0) {
      const found = await tx.select({ id: categories.id }).from(categories).where(and(eq(categories.storeId, storeId), inArray(categories.id, named)));
      if (found.length !== named.length) throw new AppError('VALIDATION', 'pricingCategoryUnknown');
    }
    const before = sortedKeys((await getCatalogSettings(tx as unknown as Db, storeId)).pricing);
    const after = sortedKeys(rules);
    if (JSON.stringify(before) === JSON.stringify(after)) return false;
    await tx
      .insert(catalogSettings)
      .values({ storeId, pricing: rules, updatedBy: actor.id })
      .onConflictDoUpdate({ target: catalogSettings.storeId, set: { pricing: rules, updatedBy: actor.id, updatedAt: sql`now()` } });
    await recordAudit(tx as unknown as Db, { storeId, actor, entity: 'pricing', entityId: storeId, action: 'update', label: 'pricing', before, after });
    return true;
  });
}

export type NewRate = { currency: CostCurrency; rate: string };

/**
 * Puts rates in force: a row for each currency whose rate, source or day differs from the one in force (the same rate
 * saved again is no change). Answers the currencies that changed.
 */
export async function saveRates(db: Db, storeId: string, actor: AuditActor, rates: NewRate[], source: 'staff' | 'mongolbank', effectiveOn: string): Promise<CostCurrency[]> {
  for (const r of rates) if (parseRate(r.rate) === null) throw new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: `rate.${r.currency}`, messageKey: 'pricing.rate' }] });
  return db.transaction(async (tx) => {
    const inForce = new Map((await getCatalogSettings(tx as unknown as Db, storeId)).rateDetails.map((d) => [d.currency, d]));
    // The rate as the database will keep it (6 places, "2,44" read as 2.44), to compare with the one in force.
    const normal = (text: string) => {
      const micro = parseRate(text)!;
      return rateText(`${micro / 1_000_000n}.${(micro % 1_000_000n).toString().padStart(6, '0')}`);
    };
    const changed = rates
      .map((r) => ({ currency: r.currency, rate: normal(r.rate) }))
      .filter((r) => {
        const now = inForce.get(r.currency);
        return !now || now.rate !== r.rate || now.source !== source || now.effectiveOn !== effectiveOn;
      });
    if (changed.length === 0) return [];
    await tx.insert(exchangeRates).values(changed.map((r) => ({ storeId, currency: r.currency, rate: r.rate, source, effectiveOn, createdBy: actor.id })));
    const records: AuditRecord[] = changed.map((r) => {
      const was = inForce.get(r.currency);
      return {
        storeId,
        actor,
        entity: 'exchange_rate',
        entityId: r.currency,
        action: source === 'mongolbank' ? 'fetch' : 'update',
        label: r.currency,
        before: was ? { rate: was.rate, source: was.source, effectiveOn: was.effectiveOn } : null,
        after: { rate: r.rate, source, effectiveOn },
      };
    });
    await recordAudits(tx as unknown as Db, records);
    return changed.map((r) => r.currency);
  });
}

/** A rate typed by staff, in force from today (Ulaanbaatar). */
export const saveStaffRate = (db: Db, storeId: string, actor: AuditActor, rate: NewRate, now = new Date()) => saveRates(db, storeId, actor, [rate], 'staff', ulaanbaatarDay(now));

export type FetchedRates = { effectiveOn: string; rates: NewRate[]; changed: CostCurrency[] };

/** Fetches the Bank of Mongolia's rates of the newest working day and puts those that differ in force. */
export async function fetchOfficialRates(db: Db, client: MongolbankClient | null, storeId: string, actor: AuditActor): Promise<FetchedRates> {
  if (!client) throw new AppError('CONFLICT', 'officialRatesNotConfigured');
  let official;
  try {
    official = await client.fetchRates();
  } catch (err) {
    throw new AppError('UNAVAILABLE', 'officialRatesUnavailable', { cause: err });
  }
  const rates = COST_CURRENCIES.flatMap((currency) => (official.rates[currency] ? [{ currency, rate: official.rates[currency] }] : []));
  const changed = await saveRates(db, storeId, actor, rates, 'mongolbank', official.effectiveOn);
  return { effectiveOn: official.effectiveOn, rates, changed };
}

export type RateHistoryEntry = { currency: CostCurrency; rate: string; source: 'staff' | 'mongolbank'; effectiveOn: string; at: Date; by: string | null };

/** The last rates of each currency, newest first (the first is the one in force). */
export async function rateHistory(db: Db, storeId: string, perCurrency = 5): Promise<Record<CostCurrency, RateHistoryEntry[]>> {
  const history = Object.fromEntries(COST_CURRENCIES.map((c) => [c, [] as RateHistoryEntry[]])) as Record<CostCurrency, RateHistoryEntry[]>;
  for (const currency of COST_CURRENCIES) {
    const rows = await db
      .select({ rate: exchangeRates.rate, source: exchangeRates.source, effectiveOn: exchangeRates.effectiveOn, at: exchangeRates.createdAt, by: staff.name })
      .from(exchangeRates)
      .leftJoin(staff, eq(staff.id, exchangeRates.createdBy))
      .where(and(eq(exchangeRates.storeId, storeId), eq(exchangeRates.currency, currency)))
      .orderBy(desc(exchangeRates.createdAt), desc(sql`${exchangeRates.id}`))
      .limit(perCurrency);
    history[currency] = rows.map((r) => ({ currency, rate: rateText(r.rate), source: r.source, effectiveOn: r.effectiveOn, at: r.at, by: r.by }));
  }
  return history;
}
