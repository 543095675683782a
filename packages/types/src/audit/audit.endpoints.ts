import { defineEndpoint } from '../endpoint';
import { AuditListQuerySchema, AuditPageSchema } from './audit.schemas';

export const auditEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/audit-log',
    summary:
      'Administrative changes, newest first; salary entries only for holders of the salary flags',
    tag: 'audit',
    query: AuditListQuerySchema,
    response: AuditPageSchema,
  }),
} as const;
