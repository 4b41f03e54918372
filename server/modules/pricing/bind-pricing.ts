// The pricing module bound to one database, the Bank of Mongolia's rates client (null: not configured here) and the
// change publisher: spread into the app's services (server/services.ts). Writes that move prices publish 'catalog'
// once committed, so the shop's lists and pages show the new prices.
import type { CacheTopic } from '../../cache';
import type { PricingRules } from '../../../core/landed-cost';
import type { Db } from '../../db/client';
import type { MongolbankClient } from '../../providers/mongolbank/client';
import type { AuditActor } from '../audit/record-audit';
import { getCatalogSettings } from './catalog-settings';
import { applyReprice, repricePreview } from './reprice';
import { fetchOfficialRates, rateHistory, savePricingRules, saveStaffRate, type NewRate } from './save-pricing';
import type { RepricePick } from './schemas';

export function pricingServices(db: Db, publishChange: (topic: CacheTopic) => Promise<void>, officialRates: MongolbankClient | null) {
  return {
    pricingSettings: (storeId: string) => getCatalogSettings(db, storeId),
    /** Whether the console can fetch the official rates here (configured, or the sandbox outside production). */
    officialRatesConfigured: officialRates !== null,
    rateHistory: (storeId: string) => rateHistory(db, storeId),
    savePricingRules: (storeId: string, actor: AuditActor, rules: PricingRules) => savePricingRules(db, storeId, actor, rules),
    saveStaffRate: (storeId: string, actor: AuditActor, rate: NewRate) => saveStaffRate(db, storeId, actor, rate),
    fetchOfficialRates: (storeId: string, actor: AuditActor) => fetchOfficialRates(db, officialRates, storeId, actor),
    repricePreview: (storeId: string) => repricePreview(db, storeId),
    applyReprice: async (storeId: string, actor: AuditActor, picks: RepricePick[]) => {
      const result = await applyReprice(db, storeId, actor, picks);
      if (result.applied > 0) await publishChange('catalog');
      return result;
    },
  };
}
