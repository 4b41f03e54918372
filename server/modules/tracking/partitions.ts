// visit_events' daily partitions (ADR 0012): one table per UTC day, `visit_events_YYYYMMDD`, made two days ahead, and
// dropped whole once older than the kept days — dropping a day is instant and leaves no dead rows, where a DELETE of
// millions of rows would not. Every process runs this at start and every hour; an advisory lock makes the processes take
// turns, and every step is idempotent.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

const DAY_MS = 86_400_000;
/** The advisory lock key of partition maintenance ("visits" in ASCII). */
const LOCK_KEY = 0x766973697473;

const dayStart = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const partitionName = (day: Date) => `visit_events_${day.toISOString().slice(0, 10).replaceAll('-', '')}`;
const dayOfName = (name: string) => {
  const m = /^visit_events_(\d{4})(\d{2})(\d{2})$/.exec(name);
  return m ? new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`) : null;
};

/** An insert into a day that has no partition yet ("no partition of relation … found for row"). */
export function isMissingPartition(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23514' && /no partition/i.test(String((e as Error).message))) return true;
  }
  return false;
}

/** The partitions visit_events has now, as their days, oldest first. */
export async function listPartitions(db: Pick<Db, 'execute'>): Promise<Date[]> {
  const result = await db.execute(sql`
    select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
    where i.inhparent = 'visit_events'::regclass order by c.relname`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((r) => dayOfName(r.name)).filter((d): d is Date => d !== null);
}

/**
 * Makes the partitions of yesterday, today and the next two days (UTC) and drops those of days before the kept ones;
 * answers what it made and dropped.
 */
export async function ensurePartitions(db: Db, options: { keepDays: number; now?: Date }): Promise<{ made: string[]; dropped: string[] }> {
  const today = dayStart(options.now ?? new Date());
  const firstKept = new Date(today.getTime() - (Math.max(1, options.keepDays) - 1) * DAY_MS);
  const made: string[] = [];
  const dropped: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_KEY})`);
    const existing = new Set((await listPartitions(tx)).map((d) => d.getTime()));
    for (let d = -1; d <= 2; d++) {
      const day = new Date(today.getTime() + d * DAY_MS);
      if (day < firstKept || existing.has(day.getTime())) continue;
      const name = partitionName(day);
      await tx.execute(
        sql.raw(`create table if not exists "${name}" partition of visit_events for values from ('${day.toISOString()}') to ('${new Date(day.getTime() + DAY_MS).toISOString()}')`),
      );
      made.push(name);
    }
    for (const time of existing) {
      if (time >= firstKept.getTime()) continue;
      const name = partitionName(new Date(time));
      await tx.execute(sql.raw(`drop table if exists "${name}"`));
      dropped.push(name);
    }
  });
  return { made, dropped };
}
