import { z } from 'zod';
import { idParams, OkSchema, VersionBodySchema } from '../common/common.schemas';
import { defineEndpoint } from '../endpoint';
import {
  RateProfileOptionsSchema,
  RateProfileSaveInputSchema,
  RateProfileSchema,
} from './rate-profiles.schemas';

/** Rate profiles, with SPEC §7's odd paths kept exactly. */
export const rateProfilesEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/api/quotes/rates',
    summary: 'Rate profiles with their roles and hourly rates, by name',
    tag: 'quotes',
    response: z.array(RateProfileSchema),
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/api/quotes/rates',
    summary: 'Save a rate profile: creates one without id, replaces one with id and version',
    tag: 'quotes',
    body: RateProfileSaveInputSchema,
    response: RateProfileSchema,
  }),
  options: defineEndpoint({
    method: 'GET',
    path: '/api/quotes/rates/options',
    summary: 'What the rate profile form offers (currencies, salary groups, role names)',
    tag: 'quotes',
    response: RateProfileOptionsSchema,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: '/api/quotes/rates/{profileId}',
    summary:
      'Delete a rate profile (SPEC §7: a POST); quotes using it keep their lines and rates (409 on a stale version)',
    tag: 'quotes',
    params: idParams('profileId'),
    body: VersionBodySchema,
    response: OkSchema,
  }),
} as const;
