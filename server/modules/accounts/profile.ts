import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import type { ProfileUpdate } from './schemas';

export async function updateProfile(db: Db, customerId: string, input: ProfileUpdate) {
  const [row] = await db
    .update(customers)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId))
    .returning();
  return row;
}
