/**
 * The audit module's front door: administered records are created, changed
 * and deleted through `createAudited` / `updateAudited` / `deleteAudited`
 * (version-checked, recorded as `record.audited`); the log follows those
 * recorded changes (`audit-subscriptions.ts`). A change made another way
 * (enabling a user, issuing a link) records its entry with `recordAudited`.
 */
export {
  createAudited,
  deleteAudited,
  recordAudited,
  updateAudited,
  type AuditedEntry,
  type AuditedKind,
} from './audited-change';
export { auditSubscriptions } from './audit-subscriptions';
