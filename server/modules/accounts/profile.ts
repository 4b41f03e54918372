import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers } from '../../db/schema';
import type { MessageChoice, ProfileUpdate } from './schemas';

/** Saves the profile form, or the shopper's choice of messages (the two are separate forms). */
export async function updateProfile(db: Db, customerId: string, input: ProfileUpdate | MessageChoice) {
  const [row] = await db
    .update(customers)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(customers.id, customerId))
    .returning();
  return row;
}
