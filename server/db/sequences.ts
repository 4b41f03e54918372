// The next value of a sequence (readable numbers: orders, buy-for-me requests), in the caller's transaction.
import { sql } from 'drizzle-orm';
import type { PgSequence } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export async function nextInSequence(tx: Db, sequence: PgSequence): Promise<number> {
  const next = await tx.execute(sql`select nextval(${sequence.seqName}::regclass) as n`);
  return Number((next as unknown as { rows: { n: string | number }[] }).rows[0].n);
}
