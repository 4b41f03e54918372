// The marketplaces shoppers paste links from ("buy for me"): which hosts belong to which site, where its goods ship
// from and the currency it charges in, and how a price is written there ("$1,299.99", "39,900원", "¥1,280", "￥128.00").
// The allowlist of hosts the store fetches is the store's (staff edit it); these are its defaults.
import type { Origin } from './arrival-estimate';
import { parseCost, type CostCurrency } from './landed-cost';

export const MARKETPLACE_IDS = ['amazon', 'coupang', 'gmarket', 'taobao', 'rakuten'] as const;
export type MarketplaceId = (typeof MARKETPLACE_IDS)[number];

export type Marketplace = {
  id: MarketplaceId;
  name: string;
  origin: Exclude<Origin, 'MN'>;
  currency: CostCurrency;
  hosts: readonly string[];
  /** Where its product pictures are served from (its image CDNs; a host under one counts), besides its own hosts. */
  pictureHosts: readonly string[];
};

export const MARKETPLACES: Record<MarketplaceId, Marketplace> = {
  amazon: { id: 'amazon', name: 'Amazon', origin: 'US', currency: 'USD', hosts: ['amazon.com', 'www.amazon.com'], pictureHosts: ['media-amazon.com', 'ssl-images-amazon.com'] },
  coupang: { id: 'coupang', name: 'Coupang', origin: 'KR', currency: 'KRW', hosts: ['coupang.com', 'www.coupang.com', 'm.coupang.com'], pictureHosts: ['coupangcdn.com'] },
  gmarket: { id: 'gmarket', name: 'Gmarket', origin: 'KR', currency: 'KRW', hosts: ['gmarket.co.kr', 'www.gmarket.co.kr', 'item.gmarket.co.kr', 'global.gmarket.co.kr'], pictureHosts: ['gdimg.gmarket.co.kr', 'image.gmarket.co.kr'] },
  taobao: { id: 'taobao', name: 'Taobao', origin: 'CN', currency: 'CNY', hosts: ['taobao.com', 'item.taobao.com', 'world.taobao.com', 'm.intl.taobao.com'], pictureHosts: ['alicdn.com'] },
  rakuten: { id: 'rakuten', name: 'Rakuten', origin: 'JP', currency: 'JPY', hosts: ['rakuten.co.jp', 'item.rakuten.co.jp', 'www.rakuten.co.jp'], pictureHosts: ['r10s.jp', 'thumbnail.image.rakuten.co.jp', 'image.rakuten.co.jp'] },
};

/** The hosts the store fetches pictures from: those of each marketplace it reads pages of (`allowedHosts`). */
export function pictureHostsFor(allowedHosts: readonly string[]): string[] {
  const read = MARKETPLACE_IDS.map((id) => MARKETPLACES[id]).filter((m) => allowedHosts.some((h) => marketplaceOfHost(h)?.id === m.id));
  return read.flatMap((m) => [...allowedHosts.filter((h) => marketplaceOfHost(h)?.id === m.id), ...m.pictureHosts]);
}

/** The hosts the store fetches until staff change the list. */
export const DEFAULT_ALLOWED_HOSTS: readonly string[] = MARKETPLACE_IDS.flatMap((id) => MARKETPLACES[id].hosts);

/** The marketplace a host belongs to (its own name or one under it), or null. */
export function marketplaceOfHost(host: string): Marketplace | null {
  const h = host.toLowerCase().replace(/\.$/, '');
  return MARKETPLACE_IDS.map((id) => MARKETPLACES[id]).find((m) => m.hosts.some((known) => h === known || h.endsWith(`.${known}`))) ?? null;
}

// Signs of a currency in a written price. "¥" and "￥" are the yen's and the yuan's both: the site decides.
const CURRENCY_SIGNS: [RegExp, CostCurrency | 'yen-or-yuan'][] = [
  [/US\$|USD|\$/i, 'USD'],
  [/₩|원|KRW|\bwon\b/i, 'KRW'],
  [/円|JPY/i, 'JPY'],
  [/元|CNY|RMB/i, 'CNY'],
  [/[¥￥]/, 'yen-or-yuan'],
];

/**
 * A price as a marketplace writes it, in the currency's minor units: its sign or code decides the currency, else the
 * site's (`siteCurrency`); a range ("$12.99 - $15.99") is its lowest. Null when there is no price in the text.
 */
export function parseWrittenPrice(text: string, siteCurrency: CostCurrency): { minor: number; currency: CostCurrency } | null {
  const sign = CURRENCY_SIGNS.find(([pattern]) => pattern.test(text))?.[1];
  const currency: CostCurrency = !sign ? siteCurrency : sign === 'yen-or-yuan' ? (siteCurrency === 'CNY' ? 'CNY' : 'JPY') : sign;
  const amounts = [...text.matchAll(/\d[\d,.\s\u00a0]*/g)]
    .map((m) => parseCost(m[0].trim().replace(/[.,]$/, ''), currency))
    .filter((n): n is number => n !== null && n > 0);
  return amounts.length ? { minor: Math.min(...amounts), currency } : null;
}
