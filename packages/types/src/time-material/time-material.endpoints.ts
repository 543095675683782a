import { PUBLIC_API_PATHS } from '../public-api';
import { defineEndpoint } from '../endpoint';
import { idParams, OkSchema, VersionQuerySchema } from '../common/common.schemas';
import {
  PublicResourceTimesheetQuerySchema,
  PublicResourceTimesheetSchema,
  PublicTimeMaterialSchema,
  ResourceTimesheetQuerySchema,
  ResourceTimesheetSchema,
  StakeholderTokenInputSchema,
  StakeholderTokenQuerySchema,
  StakeholderTokenSchema,
  TimeMaterialContractCreateInputSchema,
  TimeMaterialContractDetailSchema,
  TimeMaterialContractPageSchema,
  TimeMaterialContractUpdateInputSchema,
  TimeMaterialListQuerySchema,
  TimeMaterialResourceCreateInputSchema,
  TimeMaterialResourceSchema,
  TimeMaterialResourceUpdateInputSchema,
} from './time-material.schemas';

const CONTRACTS = '/api/projects/{projectId}/time-material';
const CONTRACT = `${CONTRACTS}/{contractId}`;
const RESOURCE = `${CONTRACT}/resources/{resourceId}`;

export const timeMaterialEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: CONTRACTS,
    summary:
      "The project's time and material contracts with their consumption, latest period first",
    tag: 'time and material',
    params: idParams('projectId'),
    query: TimeMaterialListQuerySchema,
    response: TimeMaterialContractPageSchema,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: CONTRACTS,
    summary: 'Create a time and material contract',
    tag: 'time and material',
    params: idParams('projectId'),
    body: TimeMaterialContractCreateInputSchema,
    response: TimeMaterialContractDetailSchema,
    status: 201,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: CONTRACT,
    summary: 'One contract with its resources and its consumption per month',
    tag: 'time and material',
    params: idParams('projectId', 'contractId'),
    response: TimeMaterialContractDetailSchema,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: CONTRACT,
    summary: 'Change a contract’s name, period, currency and caps (409 on a stale version)',
    tag: 'time and material',
    params: idParams('projectId', 'contractId'),
    body: TimeMaterialContractUpdateInputSchema,
    response: TimeMaterialContractDetailSchema,
  }),
  remove: defineEndpoint({
    method: 'DELETE',
    path: CONTRACT,
    summary: 'Delete a contract, its resources and its public link (409 on a stale version)',
    tag: 'time and material',
    params: idParams('projectId', 'contractId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  addResource: defineEndpoint({
    method: 'POST',
    path: `${CONTRACT}/resources`,
    summary: 'Bill a person on the contract at an hourly rate, with an optional hour cap',
    tag: 'time and material',
    params: idParams('projectId', 'contractId'),
    body: TimeMaterialResourceCreateInputSchema,
    response: TimeMaterialResourceSchema,
    status: 201,
  }),
  updateResource: defineEndpoint({
    method: 'PUT',
    path: RESOURCE,
    summary: 'Change a resource’s hourly rate and hour cap (409 on a stale version)',
    tag: 'time and material',
    params: idParams('projectId', 'contractId', 'resourceId'),
    body: TimeMaterialResourceUpdateInputSchema,
    response: TimeMaterialResourceSchema,
  }),
  removeResource: defineEndpoint({
    method: 'DELETE',
    path: RESOURCE,
    summary: 'Take a person off the contract (409 on a stale version); their time entries stay',
    tag: 'time and material',
    params: idParams('projectId', 'contractId', 'resourceId'),
    query: VersionQuerySchema,
    response: OkSchema,
  }),
  resourceTimesheet: defineEndpoint({
    method: 'GET',
    path: `${RESOURCE}/timesheet`,
    summary:
      'A resource’s billable time on the project within the contract period, newest day first',
    tag: 'time and material',
    params: idParams('projectId', 'contractId', 'resourceId'),
    query: ResourceTimesheetQuerySchema,
    response: ResourceTimesheetSchema,
  }),
  rotateStakeholderToken: defineEndpoint({
    method: 'POST',
    path: `${CONTRACT}/stakeholder-token`,
    summary:
      'Create or rotate the public stakeholder link; the only response that carries the token (the previous one stops working at once)',
    tag: 'time and material',
    params: idParams('projectId', 'contractId'),
    body: StakeholderTokenInputSchema,
    response: StakeholderTokenSchema,
    status: 201,
  }),
  revokeStakeholderToken: defineEndpoint({
    method: 'DELETE',
    path: `${CONTRACT}/stakeholder-token`,
    summary: 'Revoke the public stakeholder link (it answers 404 at once)',
    tag: 'time and material',
    params: idParams('projectId', 'contractId'),
    query: VersionQuerySchema,
    response: TimeMaterialContractDetailSchema,
  }),
  publicView: defineEndpoint({
    method: 'GET',
    path: PUBLIC_API_PATHS.timeMaterial,
    summary:
      'Public, no session: the contract a stakeholder token opens, with consumption per resource and per month (404 for any token that does not open this project)',
    tag: 'time and material',
    params: idParams('projectId'),
    query: StakeholderTokenQuerySchema,
    response: PublicTimeMaterialSchema,
    public: true,
  }),
  publicResourceTimesheet: defineEndpoint({
    method: 'GET',
    path: PUBLIC_API_PATHS.resourceTimesheet,
    summary:
      'Public, no session: the billable timesheet of a resource of the token’s contract (404 for a resource of any other contract)',
    tag: 'time and material',
    params: idParams('projectId', 'resourceId'),
    query: PublicResourceTimesheetQuerySchema,
    response: PublicResourceTimesheetSchema,
    public: true,
  }),
} as const;
