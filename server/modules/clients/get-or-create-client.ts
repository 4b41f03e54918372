import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients } from '../../db/schema';
import { requireStore } from '../store/require-store';

export type Client = { _id: string; store: string; user_token: string; loggedIn: boolean; createdAt: string };

type ClientKey = { storeId: string; userToken: string };

function toClient(row: typeof clients.$inferSelect): Client {
  return { _id: row.id, store: row.storeId, user_token: row.userToken, loggedIn: false, createdAt: row.createdAt.toISOString() };
}

/** The client of a user_token, or null while the browser has not registered it yet. Read-only: page renders call it. */
export async function findClient(db: Db, key: ClientKey): Promise<Client | null> {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.storeId, key.storeId), eq(clients.userToken, key.userToken)))
    .limit(1);
  return row ? toClient(row) : null;
}

/** The anonymous client of a browser's user_token, created on its first call. Safe under concurrent first calls. */
export async function getOrCreateClient(db: Db, key: ClientKey): Promise<Client> {
  const existing = await findClient(db, key);
  if (existing) return existing;
  await requireStore(db, key.storeId);
  await db.insert(clients).values({ storeId: key.storeId, userToken: key.userToken }).onConflictDoNothing();
  return (await findClient(db, key))!;
}
