// The cart: lines of variants with quantities, and bundles (sets at the bundle price, one chosen variant per product),
// for a guest (user_token) or an account. Read, it re-checks every line's price, stock and availability and reports what
// changed since the shopper last saw it (the spec's cartUpdate).
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { pick, type Language } from '../../../core/i18n';
import type { Picture } from '../../../core/images';
import { AppError } from '../../../core/app-error';
import type { Db } from '../../db/client';
import { brands, bundleItems, bundles, cartBundles, cartItems, productVariants, products, type ProductOption } from '../../db/schema';
import { cardPicture, firstPhoto, photoById, smallPicture } from '../catalog/product-card';
import { isUuid } from '../../../core/uuid';

export const MAX_QUANTITY = 20;

export type CartOwner = `g:${string}` | `c:${string}`;

export type CartLine = {
  variantId: string;
  slug: string;
  name: string;
  brand: string | null;
  thumbnail: string | null;
  /** The variant's own photo, else the product's first, else its illustration. */
  picture: Picture | null;
  options: { name: string; label: string; value: string }[];
  origin: string;
  price: number;
  quantity: number;
  lineTotal: number;
  stock: number;
  available: boolean;
};

/** A set in the cart: the bundle price per set, the chosen variant of each of its products. */
export type CartBundleLine = {
  lineId: string;
  bundleId: string;
  slug: string;
  name: string;
  price: number;
  quantity: number;
  lineTotal: number;
  /** How many sets the stock makes now (each item's stock over its quantity in the set). */
  stock: number;
  available: boolean;
  items: {
    productId: string;
    variantId: string;
    slug: string;
    name: string;
    options: { name: string; label: string; value: string }[];
    quantity: number;
    origin: string;
    thumbnail: string | null;
  }[];
};

/** What changed in a line since the shopper last saw it: product lines name the variant, sets their cart line. */
export type CartChange = (
  | { kind: 'price'; name: string; from: number; to: number }
  | { kind: 'quantity'; name: string; from: number; to: number }
  | { kind: 'unavailable'; name: string }
) &
  ({ variantId: string } | { lineId: string });

export type Cart = { lines: CartLine[]; bundles: CartBundleLine[]; count: number; total: number; changes: CartChange[] };

/** A variant's options in both languages ("Size: 42"), in the product's option order: what an order line keeps. */
export function variantOptions(options: ProductOption[], chosen: Record<string, string>) {
  return options
    .filter((o) => chosen[o.name])
    .map((o) => ({ name: o.name, label: o.label, value: o.values.find((v) => v.code === chosen[o.name])?.label ?? { mn: chosen[o.name], en: chosen[o.name] } }));
}

/** A variant's options as shown to the shopper, in one language. */
function optionLabels(options: ProductOption[], chosen: Record<string, string>, lang: Language) {
  return variantOptions(options, chosen).map((o) => ({ name: o.name, label: pick(o.label, lang), value: pick(o.value, lang) }));
}

export async function readCart(db: Db, storeId: string, owner: CartOwner, lang: Language): Promise<Cart> {
  const rows = await db
    .select({ item: cartItems, variant: productVariants, product: products, brand: brands.name, photo: firstPhoto(products.id), variantPhoto: photoById(productVariants.imageId) })
    .from(cartItems)
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .leftJoin(brands, eq(brands.id, products.brandId))
    .where(and(eq(cartItems.storeId, storeId), eq(cartItems.owner, owner)))
    .orderBy(asc(cartItems.createdAt));
  const changes: CartChange[] = [];
  const lines: CartLine[] = [];
  for (const { item, variant, product, brand, photo, variantPhoto } of rows) {
    const name = lang === 'mn' ? product.nameMn : product.nameEn;
    const available = product.active && variant.stock > 0;
    let quantity = item.quantity;
    if (!available) {
      if (item.seenAvailable) changes.push({ kind: 'unavailable', variantId: variant.id, name });
    } else if (quantity > variant.stock) {
      changes.push({ kind: 'quantity', variantId: variant.id, name, from: quantity, to: variant.stock });
      quantity = variant.stock;
    }
    if (available && item.seenPrice !== variant.price) changes.push({ kind: 'price', variantId: variant.id, name, from: item.seenPrice, to: variant.price });
    if (quantity !== item.quantity || item.seenPrice !== variant.price || item.seenAvailable !== available) {
      // Told once: the line now holds what the shopper was shown.
      await db
        .update(cartItems)
        .set({ quantity: Math.max(quantity, 1), seenPrice: variant.price, seenAvailable: available, updatedAt: sql`now()` })
        .where(eq(cartItems.id, item.id));
    }
    lines.push({
      variantId: variant.id,
      slug: product.slug,
      name,
      brand,
      thumbnail: smallPicture(variantPhoto ?? photo, product.thumbnails),
      picture: cardPicture(variantPhoto ?? photo, product.thumbnails),
      options: optionLabels(product.options, variant.options, lang),
      origin: product.origin,
      price: variant.price,
      quantity,
      lineTotal: available ? variant.price * quantity : 0,
      stock: variant.stock,
      available,
    });
  }
  const sets = await readCartBundles(db, storeId, owner, lang, changes);
  const buyable = [...lines, ...sets].filter((l) => l.available);
  return { lines, bundles: sets, count: buyable.reduce((s, l) => s + l.quantity, 0), total: buyable.reduce((s, l) => s + l.lineTotal, 0), changes };
}

/** The cart's sets, re-checked like product lines (their changes join `changes`). */
async function readCartBundles(db: Db, storeId: string, owner: CartOwner, lang: Language, changes: CartChange[]): Promise<CartBundleLine[]> {
  const rows = await db
    .select({ line: cartBundles, bundle: bundles })
    .from(cartBundles)
    .innerJoin(bundles, eq(bundles.id, cartBundles.bundleId))
    .where(and(eq(cartBundles.storeId, storeId), eq(cartBundles.owner, owner)))
    .orderBy(asc(cartBundles.createdAt));
  if (rows.length === 0) return [];
  const parts = await loadBundleParts(db, rows.map((r) => r.bundle.id), rows.flatMap((r) => Object.values(r.line.choice)));
  const result: CartBundleLine[] = [];
  for (const { line, bundle } of rows) {
    const name = lang === 'mn' ? bundle.nameMn : bundle.nameEn;
    const state = bundleState(bundle, parts, line.choice);
    const available = state.valid && state.sets > 0;
    let quantity = line.quantity;
    if (!available) {
      if (line.seenAvailable) changes.push({ kind: 'unavailable', lineId: line.id, name });
    } else if (quantity > state.sets) {
      changes.push({ kind: 'quantity', lineId: line.id, name, from: quantity, to: state.sets });
      quantity = state.sets;
    }
    if (available && line.seenPrice !== bundle.price) changes.push({ kind: 'price', lineId: line.id, name, from: line.seenPrice, to: bundle.price });
    if (quantity !== line.quantity || line.seenPrice !== bundle.price || line.seenAvailable !== available) {
      // Told once, as for product lines.
      await db
        .update(cartBundles)
        .set({ quantity: Math.max(quantity, 1), seenPrice: bundle.price, seenAvailable: available, updatedAt: sql`now()` })
        .where(eq(cartBundles.id, line.id));
    }
    result.push({
      lineId: line.id,
      bundleId: bundle.id,
      slug: bundle.slug,
      name,
      price: bundle.price,
      quantity,
      lineTotal: available ? bundle.price * quantity : 0,
      stock: state.sets,
      available,
      items: (parts.items.get(bundle.id) ?? []).map((item) => {
        const variant = parts.variants.get(line.choice[item.productId]);
        return {
          productId: item.productId,
          variantId: line.choice[item.productId] ?? '',
          slug: item.slug,
          name: lang === 'mn' ? item.nameMn : item.nameEn,
          options: variant ? optionLabels(item.options, variant.options, lang) : [],
          quantity: item.quantity,
          origin: item.origin,
          thumbnail: smallPicture(item.photo, item.thumbnails),
        };
      }),
    });
  }
  return result;
}

type BundleRow = typeof bundles.$inferSelect;
export type BundleParts = Awaited<ReturnType<typeof loadBundleParts>>;

/** The items (with their products) of some bundles and the variants some choices name, in two reads. */
/** The products of the bundles and the chosen variants, read at once. */
export async function loadBundleParts(db: Db, bundleIds: string[], variantIds: string[]) {
  const itemRows = await db
    .select({
      bundleId: bundleItems.bundleId,
      productId: bundleItems.productId,
      quantity: bundleItems.quantity,
      slug: products.slug,
      nameEn: products.nameEn,
      nameMn: products.nameMn,
      active: products.active,
      options: products.options,
      origin: products.origin,
      thumbnails: products.thumbnails,
      photo: firstPhoto(products.id),
    })
    .from(bundleItems)
    .innerJoin(products, eq(products.id, bundleItems.productId))
    .where(inArray(bundleItems.bundleId, [...new Set(bundleIds)]))
    .orderBy(asc(products.slug));
  const ids = [...new Set(variantIds)].filter((id) => isUuid(id));
  const variantRows = ids.length ? await db.select().from(productVariants).where(inArray(productVariants.id, ids)) : [];
  const items = new Map<string, typeof itemRows>();
  for (const row of itemRows) items.set(row.bundleId, [...(items.get(row.bundleId) ?? []), row]);
  return { items, variants: new Map(variantRows.map((v) => [v.id, v])) };
}


/**
 * Whether a choice still makes the bundle (active, one variant of each of its products, every product active) and how
 * many sets the stock makes.
 */
export function bundleState(bundle: BundleRow, parts: BundleParts, choice: Record<string, string>) {
  const items = parts.items.get(bundle.id) ?? [];
  let valid = bundle.active && items.length > 0 && Object.keys(choice).length === items.length;
  let sets = Number.POSITIVE_INFINITY;
  for (const item of items) {
    const variant = parts.variants.get(choice[item.productId]);
    if (!variant || variant.productId !== item.productId || !item.active) {
      valid = false;
      sets = 0;
    } else sets = Math.min(sets, Math.floor(variant.stock / item.quantity));
  }
  return { valid, sets: valid ? sets : 0 };
}

/** The stable key of a choice (one line per bundle and choice). */
export function choiceKey(choice: Record<string, string>): string {
  return Object.entries(choice)
    .map(([productId, variantId]) => `${productId}:${variantId}`)
    .sort()
    .join(',');
}

/** How many items the cart holds (for the header), without re-checking anything: a set counts as its quantity. */
export async function cartCount(db: Db, storeId: string, owner: CartOwner): Promise<number> {
  const [[items], [sets]] = await Promise.all([
    db.select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)` }).from(cartItems).where(and(eq(cartItems.storeId, storeId), eq(cartItems.owner, owner))),
    db.select({ n: sql<number>`coalesce(sum(${cartBundles.quantity}), 0)` }).from(cartBundles).where(and(eq(cartBundles.storeId, storeId), eq(cartBundles.owner, owner))),
  ]);
  return Number(items.n) + Number(sets.n);
}

type Buyable = { id: string; price: number; stock: number };

async function buyableVariant(db: Db, storeId: string, variantId: string): Promise<Buyable> {
  const [row] = await db
    .select({ id: productVariants.id, price: productVariants.price, stock: productVariants.stock, active: products.active })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.id, variantId), eq(products.storeId, storeId)));
  return buyable(row);
}

function buyable(row: (Buyable & { active: boolean }) | undefined): Buyable {
  if (!row) throw new AppError('NOT_FOUND', 'productNotFound');
  if (!row.active || row.stock <= 0) throw new AppError('CONFLICT', 'productUnavailable');
  return row;
}

const notEnough = (stock: number) => new AppError('CONFLICT', 'notEnoughStock', { values: { count: stock } });
const overMaximum = () => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'quantity', messageKey: 'maxQuantity', values: { 0: MAX_QUANTITY } }] });

/** Adds to a line (or makes it); never beyond the stock or the per-line maximum. Answers how many the cart then holds. */
export async function addToCart(db: Db, storeId: string, owner: CartOwner, variantId: string, quantity: number): Promise<number> {
  return addVariant(db, storeId, owner, await buyableVariant(db, storeId, variantId), quantity);
}

/**
 * One statement: the line is made, or grows only while it stays within the stock and the maximum (two adds at once
 * cannot pass them together), and the cart's count is read with it. A line already at its most is refused by the limit
 * it would pass.
 */
async function addVariant(db: Db, storeId: string, owner: CartOwner, variant: Buyable, quantity: number): Promise<number> {
  if (quantity > variant.stock) throw notEnough(variant.stock);
  if (quantity > MAX_QUANTITY) throw overMaximum();
  const most = Math.min(variant.stock, MAX_QUANTITY);
  const result = await db.execute(sql`
    with line as (
      insert into ${cartItems} (store_id, owner, variant_id, quantity, seen_price)
      values (${storeId}, ${owner}, ${variant.id}, ${quantity}, ${variant.price})
      on conflict (store_id, owner, variant_id) do update set quantity = ${cartItems}.quantity + excluded.quantity, updated_at = now()
        where ${cartItems}.quantity + excluded.quantity <= ${most}
      returning quantity)
    select (select quantity from line) as quantity,
      (select coalesce(sum(quantity), 0) from ${cartItems} where store_id = ${storeId} and owner = ${owner} and variant_id <> ${variant.id})
        + (select coalesce(sum(quantity), 0) from ${cartBundles} where store_id = ${storeId} and owner = ${owner}) as others`);
  const [row] = (result as unknown as { rows: { quantity: number | null; others: number | string }[] }).rows;
  if (row.quantity === null) {
    const [line] = await db.select({ quantity: cartItems.quantity }).from(cartItems).where(and(eq(cartItems.storeId, storeId), eq(cartItems.owner, owner), eq(cartItems.variantId, variant.id)));
    if ((line?.quantity ?? 0) + quantity > variant.stock) throw notEnough(variant.stock);
    throw overMaximum();
  }
  return Number(row.others) + Number(row.quantity);
}

/** Adds a product that has a single variant (from a product card or the wishlist); one with options needs its page to choose them. */
export async function addProductToCart(db: Db, storeId: string, owner: CartOwner, productId: string, quantity: number): Promise<number> {
  const variants = await db
    .select({ id: productVariants.id, price: productVariants.price, stock: productVariants.stock, active: products.active })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(productVariants.productId, productId), eq(products.storeId, storeId)))
    .limit(2);
  if (variants.length > 1) throw new AppError('CONFLICT', 'chooseOptions');
  return addVariant(db, storeId, owner, buyable(variants[0]), quantity);
}

/** Sets a line's quantity; 0 removes it. */
export async function setCartQuantity(db: Db, storeId: string, owner: CartOwner, variantId: string, quantity: number): Promise<void> {
  const where = and(eq(cartItems.storeId, storeId), eq(cartItems.owner, owner), eq(cartItems.variantId, variantId));
  if (quantity === 0) {
    await db.delete(cartItems).where(where);
    return;
  }
  const variant = await buyableVariant(db, storeId, variantId);
  if (quantity > variant.stock) throw notEnough(variant.stock);
  const updated = await db.update(cartItems).set({ quantity, updatedAt: sql`now()` }).where(where).returning({ id: cartItems.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', 'dataNotFound');
}

/**
 * The guest's cart joins the account's at login: quantities add up (within stock and the per-line maximum), nothing is
 * lost. A guest-merge step (server/modules/accounts/merge-guest.ts) — it runs once per user_token.
 */
export async function mergeGuestCart(tx: Db, storeId: string, userToken: string, customerId: string): Promise<void> {
  await mergeGuestBundles(tx, storeId, userToken, customerId);
  const guest = await tx.select().from(cartItems).where(and(eq(cartItems.storeId, storeId), eq(cartItems.owner, `g:${userToken}`)));
  if (guest.length === 0) return;
  const stock = new Map(
    (await tx.select({ id: productVariants.id, stock: productVariants.stock }).from(productVariants).where(inArray(productVariants.id, guest.map((g) => g.variantId)))).map((v) => [v.id, v.stock]),
  );
  for (const line of guest) {
    const cap = Math.max(1, Math.min(MAX_QUANTITY, stock.get(line.variantId) ?? line.quantity));
    await tx
      .insert(cartItems)
      .values({ storeId, owner: `c:${customerId}`, variantId: line.variantId, quantity: Math.min(line.quantity, cap), seenPrice: line.seenPrice })
      .onConflictDoUpdate({
        target: [cartItems.storeId, cartItems.owner, cartItems.variantId],
        set: { quantity: sql`least(${cartItems.quantity} + ${line.quantity}, ${cap})`, updatedAt: sql`now()` },
      });
  }
  await tx.delete(cartItems).where(and(eq(cartItems.storeId, storeId), eq(cartItems.owner, `g:${userToken}`)));
}

/** The guest's sets join the account's the same way: the same bundle and choice add up, within what the stock makes. */
async function mergeGuestBundles(tx: Db, storeId: string, userToken: string, customerId: string): Promise<void> {
  const guest = await tx
    .select({ line: cartBundles, bundle: bundles })
    .from(cartBundles)
    .innerJoin(bundles, eq(bundles.id, cartBundles.bundleId))
    .where(and(eq(cartBundles.storeId, storeId), eq(cartBundles.owner, `g:${userToken}`)));
  if (guest.length === 0) return;
  const parts = await loadBundleParts(tx, guest.map((g) => g.bundle.id), guest.flatMap((g) => Object.values(g.line.choice)));
  for (const { line, bundle } of guest) {
    const { valid, sets } = bundleState(bundle, parts, line.choice);
    // An unavailable set still moves (the cart then says so), as product lines do.
    const cap = Math.max(1, Math.min(MAX_QUANTITY, valid && sets > 0 ? sets : line.quantity));
    await tx
      .insert(cartBundles)
      .values({ storeId, owner: `c:${customerId}`, bundleId: line.bundleId, choice: line.choice, choiceKey: line.choiceKey, quantity: Math.min(line.quantity, cap), seenPrice: line.seenPrice, seenAvailable: line.seenAvailable })
      .onConflictDoUpdate({
        target: [cartBundles.storeId, cartBundles.owner, cartBundles.bundleId, cartBundles.choiceKey],
        set: { quantity: sql`least(${cartBundles.quantity} + ${line.quantity}, ${cap})`, updatedAt: sql`now()` },
      });
  }
  await tx.delete(cartBundles).where(and(eq(cartBundles.storeId, storeId), eq(cartBundles.owner, `g:${userToken}`)));
}

const tooMany = () => new AppError('VALIDATION', 'invalidRequest', { fields: [{ path: 'quantity', messageKey: 'maxQuantity', values: { 0: MAX_QUANTITY } }] });

/**
 * Checks a bundle and a choice: the bundle is active, the choice names exactly one variant of each of its products (a
 * product with a single variant may be left out: it has nothing to choose), every product is active and in stock for
 * one set. Returns the bundle, the complete choice and how many sets the stock makes.
 */
async function checkBundle(db: Db, storeId: string, bundleId: string, choice: Record<string, string>, lang: Language) {
  const [bundle] = await db.select().from(bundles).where(and(eq(bundles.id, bundleId), eq(bundles.storeId, storeId)));
  if (!bundle) throw new AppError('NOT_FOUND', 'bundleUnavailable');
  if (!bundle.active) throw new AppError('CONFLICT', 'bundleUnavailable');
  const complete = { ...choice };
  const itemIds = (await db.select({ productId: bundleItems.productId }).from(bundleItems).where(eq(bundleItems.bundleId, bundleId))).map((i) => i.productId);
  const missing = itemIds.filter((id) => !complete[id]);
  if (missing.length) {
    const variants = await db.select({ id: productVariants.id, productId: productVariants.productId }).from(productVariants).where(inArray(productVariants.productId, missing));
    for (const productId of missing) {
      const own = variants.filter((v) => v.productId === productId);
      if (own.length === 1) complete[productId] = own[0].id;
    }
  }
  const parts = await loadBundleParts(db, [bundleId], Object.values(complete));
  const items = parts.items.get(bundleId) ?? [];
  const wrong = items.length === 0 || Object.keys(complete).length !== items.length || items.some((i) => parts.variants.get(complete[i.productId])?.productId !== i.productId);
  if (wrong) throw new AppError('VALIDATION', 'bundleChoice');
  for (const item of items) {
    if (!item.active || parts.variants.get(complete[item.productId])!.stock < item.quantity) {
      throw new AppError('CONFLICT', 'bundleItemUnavailable', { values: { name: lang === 'mn' ? item.nameMn : item.nameEn } });
    }
  }
  return { bundle, choice: complete, sets: bundleState(bundle, parts, complete).sets };
}

function checkSets(wanted: number, sets: number) {
  if (wanted > sets) throw notEnough(sets);
  if (wanted > MAX_QUANTITY) throw tooMany();
}

/** Adds sets of a bundle with the chosen variants (or more of the same set); returns the cart line's id. */
export async function addBundleToCart(
  db: Db,
  storeId: string,
  owner: CartOwner,
  input: { bundleId: string; choice: Record<string, string>; quantity: number },
  lang: Language,
): Promise<string> {
  const { bundle, choice, sets } = await checkBundle(db, storeId, input.bundleId, input.choice, lang);
  const key = choiceKey(choice);
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ quantity: cartBundles.quantity })
      .from(cartBundles)
      .where(and(eq(cartBundles.storeId, storeId), eq(cartBundles.owner, owner), eq(cartBundles.bundleId, bundle.id), eq(cartBundles.choiceKey, key)));
    checkSets((existing?.quantity ?? 0) + input.quantity, sets);
    const [line] = await tx
      .insert(cartBundles)
      .values({ storeId, owner, bundleId: bundle.id, choice, choiceKey: key, quantity: input.quantity, seenPrice: bundle.price })
      .onConflictDoUpdate({
        target: [cartBundles.storeId, cartBundles.owner, cartBundles.bundleId, cartBundles.choiceKey],
        set: { quantity: sql`${cartBundles.quantity} + ${input.quantity}`, updatedAt: sql`now()` },
      })
      .returning({ id: cartBundles.id });
    return line.id;
  });
}

/** Sets a set line's quantity; 0 removes it. */
export async function setBundleQuantity(db: Db, storeId: string, owner: CartOwner, lineId: string, quantity: number, lang: Language): Promise<void> {
  const where = and(eq(cartBundles.id, lineId), eq(cartBundles.storeId, storeId), eq(cartBundles.owner, owner));
  if (quantity === 0) {
    await db.delete(cartBundles).where(where);
    return;
  }
  const [line] = await db.select().from(cartBundles).where(where);
  if (!line) throw new AppError('NOT_FOUND', 'dataNotFound');
  const { sets } = await checkBundle(db, storeId, line.bundleId, line.choice, lang);
  checkSets(quantity, sets);
  await db.update(cartBundles).set({ quantity, updatedAt: sql`now()` }).where(where);
}
