import { z } from 'zod';
import { OkSchema, VersionQuerySchema } from '../common/common.schemas';
import { defineEndpoint } from '../endpoint';
import {
  CustomFieldCreateInputSchema,
  CustomFieldParamsSchema,
  CustomFieldSchema,
  CustomFieldUpdateInputSchema,
} from './custom-fields.schemas';

export const customFieldsEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/custom-fields',
    summary: 'Project custom field definitions, in display order',
    tag: 'custom fields',
    response: z.array(CustomFieldSchema),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/custom-fields',
    summary: 'Define a project custom field (text, number, date or select)',
    tag: 'custom fields',
    body: CustomFieldCreateInputSchema,
    response: CustomFieldSchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/custom-fields/{fieldId}',
    summary: 'Change a custom field (409 on a stale version)',
    tag: 'custom fields',
    params: CustomFieldParamsSchema,
    body: CustomFieldUpdateInputSchema,
    response: CustomFieldSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/custom-fields/{fieldId}',
    summary: 'Delete a custom field and every project value of it (409 on a stale version)',
    tag: 'custom fields',
    params: CustomFieldParamsSchema,
    query: VersionQuerySchema,
    response: OkSchema,
  }),
} as const;
