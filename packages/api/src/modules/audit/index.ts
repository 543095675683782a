/** The audit module's front door (minimal: what salaries needs; its owner completes it). */
export { createAudited, deleteAudited, updateAudited, type AuditedKind } from './audited-change';
