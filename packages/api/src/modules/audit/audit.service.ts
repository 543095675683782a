import {
  AUDIT_ENTITY_TYPES,
  type AuditEntityType,
  type AuditEntry,
  type AuditListQuerySchema,
  type Page,
} from '@keel/types';
import type { z } from 'zod';
import type { AppDeps } from '../../lib/deps';
import { hasAnyFlag, type AuthUser } from '../auth';
import { listAudit } from './audit.repository';
import { dayStartMs } from '../../lib/dates';
import { pageOf } from '../../lib/lists';

/**
 * Who may read which audit entries. The log is for administrators (route
 * permission manageRoles); entries about salary groups and employees carry
 * cost figures, so they are only listed to holders of the matching salary flags.
 */
export function readableEntityTypes(user: AuthUser): AuditEntityType[] {
  return AUDIT_ENTITY_TYPES.filter((type) => {
    if (type === 'salaryGroup')
      return hasAnyFlag(user, ['readEmployeeSalaryGroups', 'manageEmployeeSalaryGroups']);
    if (type === 'employee') return hasAnyFlag(user, ['readEmployees', 'manageEmployees']);
    return true;
  });
}

export async function listAuditLog(
  deps: AppDeps,
  user: AuthUser,
  query: z.output<typeof AuditListQuerySchema>,
): Promise<Page<AuditEntry>> {
  const readable = readableEntityTypes(user);
  const entityTypes = query.entityType
    ? readable.filter((type) => type === query.entityType)
    : readable;
  const { items, total } = await listAudit(
    deps.knex,
    {
      entityTypes,
      search: query.search,
      entityId: query.entityId,
      action: query.action,
      actorId: query.actorId,
      fromMs: query.from ? dayStartMs(query.from) : undefined,
      toMs: query.to ? dayStartMs(query.to) + 86_400_000 : undefined,
    },
    {
      offset: (query.page - 1) * query.pageSize,
      limit: query.pageSize,
      direction: query.direction,
    },
  );
  return pageOf({ items, total }, query);
}
