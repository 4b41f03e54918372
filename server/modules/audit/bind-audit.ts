// The audit log's reading functions bound to one database: spread into the app's services (server/services.ts).
import type { AuditEntity } from '../../../core/audit';
import type { Db } from '../../db/client';
import { auditHistories, auditHistory, listAudit } from './list-audit';
import type { AuditListQuery } from './schemas';

export function auditServices(db: Db) {
  return {
    /** The store's audit log, newest first, filtered and paged (/console/audit). */
    listAudit: (storeId: string, query: AuditListQuery) => listAudit(db, storeId, query),
    /** One object's history (or several kinds sharing an id, as an order's moves, payments and receipt). */
    auditHistory: (storeId: string, entity: AuditEntity | readonly AuditEntity[], entityId: string) => auditHistory(db, storeId, entity, entityId),
    /** The histories of a page of objects of one kind, by id. */
    auditHistories: (storeId: string, entity: AuditEntity, entityIds: string[]) => auditHistories(db, storeId, entity, entityIds),
  };
}
