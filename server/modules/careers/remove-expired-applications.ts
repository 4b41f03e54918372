// The retention worker's run (server/main.ts, hourly): applications whose keepUntil has passed are deleted with their
// CVs. Files first, then rows: a storage that fails leaves the row for the next run (removing a file twice is no error),
// so no application ever points at a file that is gone while its row is still shown. Answers how many were deleted.
import { and, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobApplications } from '../../db/schema';
import type { FileStorage } from '../../storage/file-storage';

const BATCH = 200;

export async function removeExpiredApplications(db: Db, storage: FileStorage, now = new Date()): Promise<number> {
  let removed = 0;
  for (;;) {
    const due = await db.select({ id: jobApplications.id, cvKey: jobApplications.cvKey }).from(jobApplications).where(lt(jobApplications.keepUntil, now)).limit(BATCH);
    if (!due.length) return removed;
    for (const row of due) await storage.remove(row.cvKey);
    const deleted = await db
      .delete(jobApplications)
      .where(
        and(
          inArray(
            jobApplications.id,
            due.map((r) => r.id),
          ),
          lt(jobApplications.keepUntil, now),
        ),
      )
      .returning({ id: jobApplications.id });
    removed += deleted.length;
    if (due.length < BATCH) return removed;
  }
}
