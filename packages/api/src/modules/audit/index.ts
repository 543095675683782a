// Minimal front door made by helper A2 (timesheet) for the names it uses; the
// audit module's owner writes the full one (the lead merges the two).
export { createAudited, deleteAudited, updateAudited, type AuditedKind } from './audited-change';
