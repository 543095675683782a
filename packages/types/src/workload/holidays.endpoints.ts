import { defineEndpoint } from '../endpoint';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  HolidayCreateInputSchema,
  HolidayListQuerySchema,
  HolidayListSchema,
  HolidaySchema,
  HolidayUpdateInputSchema,
} from './holidays.schemas';

const tag = 'workload';
const HolidayParamsSchema = idParams('holidayId');

export const holidaysEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/holidays',
    summary: 'Workspace holidays, by date',
    tag,
    query: HolidayListQuerySchema,
    response: HolidayListSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/api/holidays',
    summary: 'Add a workspace holiday (409 when the date already has one)',
    tag,
    body: HolidayCreateInputSchema,
    response: HolidaySchema,
    status: 201,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/api/holidays/{holidayId}',
    summary: 'Rename or move a workspace holiday (409 on a stale version)',
    tag,
    params: HolidayParamsSchema,
    body: HolidayUpdateInputSchema,
    response: HolidaySchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: '/api/holidays/{holidayId}',
    summary: 'Delete a workspace holiday (409 on a stale version)',
    tag,
    params: HolidayParamsSchema,
    query: VersionQuerySchema,
    response: OkSchema,
  }),
} as const;
