// Staff's page builder (/console/blocks): the blocks of the home page ("home") or of a content page (its key), all of
// them, active or not, in order; adding one at the end, changing one, moving one up or down, switching it on or off,
// and removing one. Every write runs in one transaction with the page's other block edits queued behind it, and keeps
// positions 0, 1, 2… so a move is a swap of neighbours. Each write is audited with it, by the staff member who made it.
import { and, asc, eq, sql } from 'drizzle-orm';
import { AppError } from '../../../core/app-error';
import type { PageBlockConfig } from '../../../core/page-blocks';
import type { Db } from '../../db/client';
import { contentPages, pageBlocks } from '../../db/schema';
import { recordAudit, type AuditActor } from '../audit/record-audit';
import { parseBlockConfig } from './page-block-schemas';
import { isUuid } from '../../../core/uuid';

export type EditableBlock = { id: string; position: number; active: boolean; config: PageBlockConfig };
export type BlockMove = 'up' | 'down';

const blockNotFound = () => new AppError('NOT_FOUND', 'dataNotFound');
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether blocks can be built on `page`: the home page, or a content page (kind "page") of the store. */
export async function blockPageExists(db: Db, storeId: string, page: string): Promise<boolean> {
  if (page === 'home') return true;
  const [row] = await db
    .select({ id: contentPages.id })
    .from(contentPages)
    .where(and(eq(contentPages.storeId, storeId), eq(contentPages.kind, 'page'), eq(contentPages.key, page)))
    .limit(1);
  return Boolean(row);
}

/** The content pages blocks can be built on, by key (with their titles), for choosing one. */
export async function listBlockPages(db: Db, storeId: string): Promise<{ key: string; title: { mn: string; en: string } }[]> {
  return db
    .select({ key: contentPages.key, title: contentPages.title })
    .from(contentPages)
    .where(and(eq(contentPages.storeId, storeId), eq(contentPages.kind, 'page')))
    .orderBy(asc(contentPages.key))
    .limit(500);
}

/** Every block of the page in order, switched off ones too. */
export async function listEditableBlocks(db: Db | Tx, storeId: string, page: string): Promise<EditableBlock[]> {
  return db
    .select({ id: pageBlocks.id, position: pageBlocks.position, active: pageBlocks.active, config: pageBlocks.config })
    .from(pageBlocks)
    .where(and(eq(pageBlocks.storeId, storeId), eq(pageBlocks.page, page)))
    .orderBy(asc(pageBlocks.position), asc(pageBlocks.id));
}

/** Runs `fn` in a transaction holding the page's lock, with the page's blocks in order. */
async function onPage<T>(db: Db, storeId: string, page: string, fn: (tx: Tx, blocks: EditableBlock[]) => Promise<T>): Promise<T> {
  if (!(await blockPageExists(db, storeId, page))) throw new AppError('NOT_FOUND', 'dataNotFound');
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`page-blocks:${storeId}:${page}`}))`);
    return fn(tx, await listEditableBlocks(tx, storeId, page));
  });
}

/** Writes the blocks' order as positions 0, 1, 2… (only rows whose position changes). */
async function renumber(tx: Tx, blocks: EditableBlock[]): Promise<void> {
  for (const [position, block] of blocks.entries()) {
    if (block.position !== position) await tx.update(pageBlocks).set({ position }).where(eq(pageBlocks.id, block.id));
  }
}

const find = (blocks: EditableBlock[], id: string) => {
  const index = isUuid(id) ? blocks.findIndex((b) => b.id === id) : -1;
  if (index < 0) throw blockNotFound();
  return index;
};

/** A block's audit row: under "<page>:<block id>", named by its page and its title (or its type). */
function blockAudit(storeId: string, by: AuditActor, page: string, id: string, config: PageBlockConfig) {
  const title = 'title' in config && config.title ? config.title.en || config.title.mn : '';
  return { storeId, actor: by, entity: 'page_block' as const, entityId: `${page}:${id}`, label: `${page}: ${title || config.type}` };
}

/** Adds a block at the end of the page (checked by its type's schema); answers its id. */
export async function addBlock(db: Db, storeId: string, page: string, input: unknown, by: AuditActor): Promise<string> {
  const config = parseBlockConfig(input);
  return onPage(db, storeId, page, async (tx, blocks) => {
    await renumber(tx, blocks);
    const [row] = await tx.insert(pageBlocks).values({ storeId, page, position: blocks.length, config, active: true }).returning({ id: pageBlocks.id });
    await recordAudit(tx, { ...blockAudit(storeId, by, page, row.id, config), action: 'create', before: null, after: { ...config, position: blocks.length + 1 } });
    return row.id;
  });
}

/** Changes a block's content (its type may change too). */
export async function updateBlock(db: Db, storeId: string, page: string, id: string, input: unknown, by: AuditActor): Promise<void> {
  const config = parseBlockConfig(input);
  await onPage(db, storeId, page, async (tx, blocks) => {
    const block = blocks[find(blocks, id)];
    await tx.update(pageBlocks).set({ config }).where(eq(pageBlocks.id, block.id));
    await recordAudit(tx, { ...blockAudit(storeId, by, page, block.id, config), action: 'update', before: { ...block.config }, after: { ...config } });
  });
}

/** Moves a block one place up or down (nothing at the top or bottom); answers its new place (0 is first). */
export async function moveBlock(db: Db, storeId: string, page: string, id: string, move: BlockMove, by: AuditActor): Promise<number> {
  return onPage(db, storeId, page, async (tx, blocks) => {
    const from = find(blocks, id);
    const to = move === 'up' ? Math.max(0, from - 1) : Math.min(blocks.length - 1, from + 1);
    const order = [...blocks];
    order.splice(to, 0, ...order.splice(from, 1));
    await renumber(tx, order);
    await recordAudit(tx, { ...blockAudit(storeId, by, page, blocks[from].id, blocks[from].config), action: 'move', before: { position: from + 1 }, after: { position: to + 1 } });
    return to;
  });
}

/** Switches a block on (shown) or off (kept, not shown). */
export async function setBlockActive(db: Db, storeId: string, page: string, id: string, active: boolean, by: AuditActor): Promise<void> {
  await onPage(db, storeId, page, async (tx, blocks) => {
    const block = blocks[find(blocks, id)];
    await tx.update(pageBlocks).set({ active }).where(eq(pageBlocks.id, block.id));
    await recordAudit(tx, { ...blockAudit(storeId, by, page, block.id, block.config), action: active ? 'activate' : 'deactivate', before: { active: block.active }, after: { active } });
  });
}

/** Removes a block; the ones after it move up. */
export async function removeBlock(db: Db, storeId: string, page: string, id: string, by: AuditActor): Promise<void> {
  await onPage(db, storeId, page, async (tx, blocks) => {
    const index = find(blocks, id);
    const block = blocks[index];
    await tx.delete(pageBlocks).where(eq(pageBlocks.id, block.id));
    await renumber(tx, blocks.filter((_, i) => i !== index));
    await recordAudit(tx, { ...blockAudit(storeId, by, page, block.id, block.config), action: 'delete', before: { ...block.config, position: index + 1, active: block.active }, after: null });
  });
}
