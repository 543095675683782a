import type { Subscriptions } from '../../lib/changes';
import { recordAudit } from './audit.repository';

/**
 * How the audit log follows the changes other modules record: every
 * `record.audited` change becomes one entry, written in the writer's
 * transaction, so a change and its entry are kept together or not at all.
 */
export const auditSubscriptions: Subscriptions = {
  'record.audited': (trx, { kind: _kind, ...entry }) => recordAudit(trx, entry),
};
