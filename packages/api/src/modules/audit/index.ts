/** The audit module's front door. */
export { createAudited, deleteAudited, updateAudited, type AuditedKind } from './audited-change';
