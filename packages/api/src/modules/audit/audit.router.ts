import type { auditEndpoints } from '@keel/types';
import type { Handler } from '../../lib/route';
import type { AuthUser } from '../auth';
import { listAuditLog } from './audit.service';

/** Thin handler of the audit log: input was validated by the registrar. */
export const list: Handler<typeof auditEndpoints.list, AuthUser> = ({ deps, user, query }) =>
  listAuditLog(deps, user, query);
