/**
 * The audit module's front door: administered records are created, changed
 * and deleted through `createAudited` / `updateAudited` / `deleteAudited`
 * (version-checked, recorded as `record.audited`); the log follows those
 * recorded changes (`audit-subscriptions.ts`).
 */
export { createAudited, deleteAudited, updateAudited, type AuditedKind } from './audited-change';
export { auditSubscriptions } from './audit-subscriptions';
