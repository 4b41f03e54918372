// What a marketplace's product page says about the product: its name, picture, price in its own currency and the
// options to choose (size, colour). Read from the page's structured data — schema.org Product as JSON-LD or microdata,
// Open Graph's product tags — and from the big marketplaces' own markup, the site's own first. Plain functions on
// HTML (cheerio): the fetcher (server/providers/marketplace) brings the page, the estimate prices what is found here.
import { load, type CheerioAPI } from 'cheerio/slim';
import { COST_CURRENCIES, type CostCurrency } from './landed-cost';
import { parseWrittenPrice, type Marketplace, type MarketplaceId } from './marketplaces';

export type ProductOption = { name: string; values: string[] };
export type PageSource = 'site' | 'json-ld' | 'microdata' | 'open-graph';
export type PageProduct = {
  title: string | null;
  /** An absolute http(s) address of the main picture. */
  image: string | null;
  price: { minor: number; currency: CostCurrency } | null;
  options: ProductOption[];
  /** Where the facts were found, the first of each fact's winning source. */
  sources: PageSource[];
};

type Partial = { title?: string | null; image?: string | null; price?: PageProduct['price']; options?: ProductOption[] };

const MAX_TITLE = 300;
const MAX_OPTIONS = 8;
const MAX_VALUES = 60;

const clean = (text: string | undefined | null) => {
  const t = (text ?? '').replace(/\s+/g, ' ').trim();
  return t ? t.slice(0, MAX_TITLE) : null;
};

/** A picture's address made absolute against the page's; only http(s). */
function absolute(src: string | undefined | null, pageUrl: string): string | null {
  if (!src) return null;
  try {
    const url = new URL(src.trim(), pageUrl);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

const asCurrency = (code: unknown): CostCurrency | null => {
  const c = String(code ?? '').trim().toUpperCase();
  return (COST_CURRENCIES as readonly string[]).includes(c) ? (c as CostCurrency) : null;
};

/** A price from a number or text and a currency code (the site's when there is none). */
function priceOf(amount: unknown, code: unknown, site: CostCurrency): PageProduct['price'] {
  if (amount === undefined || amount === null || amount === '') return null;
  return parseWrittenPrice(String(amount), asCurrency(code) ?? site);
}

// --- schema.org Product in JSON-LD ------------------------------------------------------------------------------
type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const types = (node: Json) => ([] as unknown[]).concat(node['@type'] ?? []).map(String);

function jsonNodes(value: unknown, out: Json[] = [], depth = 0): Json[] {
  if (depth > 6) return out;
  if (Array.isArray(value)) for (const v of value) jsonNodes(v, out, depth + 1);
  else if (isObject(value)) {
    out.push(value);
    if (value['@graph']) jsonNodes(value['@graph'], out, depth + 1);
  }
  return out;
}

function fromJsonLd($: CheerioAPI, pageUrl: string, site: CostCurrency): Partial {
  const nodes = $('script[type="application/ld+json"]')
    .toArray()
    .flatMap((el) => {
      try {
        return jsonNodes(JSON.parse($(el).text()));
      } catch {
        return [];
      }
    });
  const product = nodes.find((n) => types(n).some((t) => t === 'Product' || t === 'ProductGroup'));
  if (!product) return {};
  const image = ([] as unknown[]).concat(product.image ?? [])[0];
  const offers = ([] as unknown[]).concat(product.offers ?? []).filter(isObject);
  const prices = offers.map((o) => priceOf(o.price ?? o.lowPrice, o.priceCurrency, site)).filter((p) => p !== null);
  // A product group's variants name what varies (colour, size).
  const variants = ([] as unknown[]).concat(product.hasVariant ?? []).filter(isObject);
  const options = (['color', 'size', 'material', 'pattern'] as const)
    .map((prop) => ({ name: prop, values: [...new Set(variants.map((v) => clean(String(v[prop] ?? ''))).filter((v): v is string => v !== null))] }))
    .filter((o) => o.values.length > 0);
  return {
    title: clean(typeof product.name === 'string' ? product.name : null),
    image: absolute(typeof image === 'string' ? image : isObject(image) ? String(image.url ?? image.contentUrl ?? '') : null, pageUrl),
    price: prices.length ? prices.reduce((a, b) => (b!.minor < a!.minor ? b : a)) : null,
    options: options.map((o) => ({ name: o.name[0].toUpperCase() + o.name.slice(1), values: o.values })),
  };
}

// --- schema.org Product in microdata ----------------------------------------------------------------------------
function fromMicrodata($: CheerioAPI, pageUrl: string, site: CostCurrency): Partial {
  const scope = $('[itemscope][itemtype*="schema.org/Product"]').first();
  if (!scope.length) return {};
  const prop = (name: string) => scope.find(`[itemprop="${name}"]`).first();
  const value = (name: string) => {
    const el = prop(name);
    return el.attr('content') ?? el.attr('src') ?? el.attr('href') ?? el.text();
  };
  return { title: clean(value('name')), image: absolute(value('image'), pageUrl), price: priceOf(value('price') || value('lowPrice'), value('priceCurrency'), site) };
}

// --- Open Graph -------------------------------------------------------------------------------------------------
function fromOpenGraph($: CheerioAPI, pageUrl: string, site: CostCurrency): Partial {
  const meta = (property: string) => $(`meta[property="${property}"]`).attr('content') ?? null;
  return {
    title: clean(meta('og:title')),
    image: absolute(meta('og:image:secure_url') ?? meta('og:image'), pageUrl),
    price: priceOf(meta('product:price:amount') ?? meta('og:price:amount'), meta('product:price:currency') ?? meta('og:price:currency'), site),
  };
}

// --- the marketplaces' own markup -------------------------------------------------------------------------------
type SiteMarkup = { title: string[]; price: string[]; image: [selector: string, attribute: string][]; options?: { group: string; name: string; value: string } };

const SITE_MARKUP: Record<MarketplaceId, SiteMarkup> = {
  amazon: {
    title: ['#productTitle'],
    price: ['#corePrice_feature_div .a-offscreen', '.a-price .a-offscreen', '#priceblock_ourprice'],
    image: [['#landingImage', 'data-old-hires'], ['#landingImage', 'src']],
    options: { group: '[id^="variation_"]', name: '.a-form-label', value: 'li[title] img[alt], li[data-value] .a-button-text' },
  },
  coupang: {
    title: ['.prod-buy-header__title'],
    price: ['.total-price strong', '.prod-sale-price .total-price'],
    image: [['.prod-image__detail', 'src']],
    options: { group: '.prod-option__item', name: '.prod-option__title', value: '.prod-option__value' },
  },
  gmarket: {
    title: ['h1.itemtit'],
    price: ['.price_real', '.price_innerwrap strong'],
    image: [['.box__viewer-container img', 'src']],
  },
  taobao: {
    title: ['.tb-main-title', '[class^="ItemHeader--mainTitle"]'],
    price: ['#J_StrPrice .tb-rmb-num', '[class^="Price--priceText"]'],
    image: [['#J_ImgBooth', 'src']],
  },
  rakuten: {
    title: ['.item_name', 'h1[itemprop="name"]'],
    price: ['.price2', '.important .price'],
    image: [['.image_main img', 'src']],
  },
};

const placeholder = /^(select|choose|please|선택|옵션 선택|選択|选择|请选择|-+)/i;

function fromSite($: CheerioAPI, pageUrl: string, site: Marketplace): Partial {
  const markup = SITE_MARKUP[site.id];
  const first = (selectors: string[]) => selectors.map((s) => clean($(s).first().text())).find((t) => t) ?? null;
  const image = markup.image.map(([s, a]) => absolute($(s).first().attr(a), pageUrl)).find((u) => u) ?? null;
  const priceText = first(markup.price);
  const options: ProductOption[] = markup.options
    ? $(markup.options.group)
        .toArray()
        .map((group) => ({
          name: clean($(group).find(markup.options!.name).first().text())?.replace(/[:：]\s*$/, '') ?? '',
          values: $(group)
            .find(markup.options!.value)
            .toArray()
            .map((v) => clean($(v).attr('alt') ?? $(v).text()))
            .filter((v): v is string => v !== null && !placeholder.test(v)),
        }))
        .filter((o) => o.name && o.values.length > 0)
    : [];
  return { title: first(markup.title), image, price: priceText ? parseWrittenPrice(priceText, site.currency) : null, options };
}

/** Options offered as drop-downs anywhere on the page: each labelled select's choices, without its "Select…" line. */
function fromSelects($: CheerioAPI): ProductOption[] {
  return $('select')
    .toArray()
    .map((select) => {
      const id = $(select).attr('id');
      const label = (id ? $(`label[for="${id}"]`).first().text() : '') || $(select).attr('aria-label') || $(select).closest('label').contents().first().text();
      const values = $(select)
        .find('option')
        .toArray()
        .filter((o) => ($(o).attr('value') ?? $(o).text()).trim() !== '')
        .map((o) => clean($(o).text()))
        .filter((v): v is string => v !== null && !placeholder.test(v));
      return { name: clean(label)?.replace(/[:：]\s*$/, '') ?? '', values };
    })
    .filter((o) => o.name && o.values.length > 0);
}

/** The product a page shows, as far as it says: each fact from the first source that has it (site, JSON-LD, microdata, Open Graph). */
export function extractProduct(html: string, pageUrl: string, site: Marketplace | null): PageProduct {
  const $ = load(html);
  const currency = site?.currency ?? 'USD';
  const found: [PageSource, Partial][] = [
    ['site', site ? fromSite($, pageUrl, site) : {}],
    ['json-ld', fromJsonLd($, pageUrl, currency)],
    ['microdata', fromMicrodata($, pageUrl, currency)],
    ['open-graph', fromOpenGraph($, pageUrl, currency)],
  ];
  const sources = new Set<PageSource>();
  const pick = <K extends keyof Partial>(key: K): NonNullable<Partial[K]> | null => {
    for (const [source, facts] of found) {
      const value = facts[key];
      if (value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0)) {
        sources.add(source);
        return value as NonNullable<Partial[K]>;
      }
    }
    return null;
  };
  const title = pick('title');
  const image = pick('image');
  const price = pick('price');
  const options = (pick('options') ?? fromSelects($)).slice(0, MAX_OPTIONS).map((o) => ({ name: o.name, values: [...new Set(o.values)].slice(0, MAX_VALUES) }));
  return { title, image, price, options, sources: [...sources] };
}
