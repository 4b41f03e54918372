// The audit log: who did what in the console. Every staff write calls recordAudit inside its own transaction, so the
// change and its record commit together or not at all. Only the fields that changed are kept (core/audit.ts).
import { sql } from 'drizzle-orm';
import { changedFields, type AuditEntity, type AuditFields } from '../../../core/audit';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

/** Who made a change: a staff member (their name as it is now is kept with the row). */
export type AuditActor = { id: string; name: string };

export type AuditRecord = {
  storeId: string;
  actor: AuditActor;
  entity: AuditEntity;
  entityId: string;
  /** create, update, deactivate, activate, duplicate, adjust, import, apply, delete, move, … */
  action: string;
  /** A readable name of the object (a product's name, an order's number) for lists. */
  label?: string;
  /** The object's fields before and after (null for a creation or a removal); only the differences are kept. */
  before?: AuditFields | null;
  after?: AuditFields | null;
};

/**
 * Records one staff write in the caller's transaction. An update whose fields did not change records nothing (saving an
 * unchanged form is not a change); an action without fields (a deactivation, an import) is always recorded.
 */
export async function recordAudit(tx: Db, record: AuditRecord): Promise<void> {
  await recordAudits(tx, [record]);
}

/**
 * Several records at once (a bulk action or an import: one row per object), in chunks of 5,000, each chunk one
 * statement with one JSON parameter (jsonb_to_recordset) rather than a parameter per cell.
 */
export async function recordAudits(tx: Db, records: AuditRecord[]): Promise<void> {
  const rows = records.flatMap((r) => {
    const hasFields = r.before !== undefined || r.after !== undefined;
    const diff = hasFields ? changedFields(r.before ?? null, r.after ?? null) : null;
    if (hasFields && !diff) return [];
    return [
      {
        storeId: r.storeId,
        staffId: r.actor.id,
        staffName: r.actor.name,
        entity: r.entity,
        entityId: r.entityId,
        action: r.action,
        label: (r.label ?? '').slice(0, 300),
        before: diff?.before ?? null,
        after: diff?.after ?? null,
      },
    ];
  });
  for (let i = 0; i < rows.length; i += 5000) {
    await tx.execute(sql`
      insert into ${auditLog} (store_id, staff_id, staff_name, entity, entity_id, action, label, before, after)
      select r."storeId", r."staffId", r."staffName", r.entity, r."entityId", r.action, r.label, r.before, r.after
      from jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + 5000))}::jsonb)
        as r("storeId" uuid, "staffId" uuid, "staffName" text, entity text, "entityId" text, action text, label text, before jsonb, after jsonb)`);
  }
}
