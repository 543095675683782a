import {
  authEndpoints,
  generalEndpoints,
  quotesEndpoints,
  searchEndpoints,
  usersEndpoints,
} from '@keel/types';
import { anyOf, publicAccess, signedIn } from './lib/permission';
import { rawRoute, route, type RouteDefinition } from './lib/route';
import * as auth from './modules/auth/auth.router';
import { docsAssetHandler, docsPageHandler, openApiHandler } from './modules/docs/docs.router';
import { health, MEASUREMENT_UNITS } from './modules/general/general.service';
import { listQuoteMetaTypes } from './modules/quotes/quotes.repository';
import { search } from './modules/search/search.service';
import { getCurrentUser, saveViewList } from './modules/users/users.service';

/**
 * The route table: one line per route, each with the permission it declares.
 * Registration (`lib/register-routes.ts`) derives the Express path from the
 * descriptor, enforces the permission, validates input and output; the
 * authorization matrix test (`routes.api.test.ts`) checks every line for every
 * demo account.
 */
export const routes: readonly RouteDefinition[] = [
  // general
  route(generalEndpoints.health, publicAccess, ({ deps }) => health(deps)),
  route(generalEndpoints.measurementUnits, signedIn, async () => [...MEASUREMENT_UNITS]),
  rawRoute('/api/openapi.json', 'OpenAPI document', publicAccess, () =>
    openApiHandler(() => routes),
  ),
  rawRoute('/api/docs', 'API documentation page', publicAccess, () => docsPageHandler),
  rawRoute('/api/docs/assets/{file}', 'API documentation assets', publicAccess, docsAssetHandler),

  // auth
  route(authEndpoints.login, publicAccess, auth.login),
  route(authEndpoints.logout, publicAccess, auth.logout),
  route(authEndpoints.checkInvitation, publicAccess, auth.checkInvitation),
  route(authEndpoints.signup, publicAccess, auth.signup),

  // users
  route(usersEndpoints.current, signedIn, ({ deps, user }) => getCurrentUser(deps, user)),
  route(usersEndpoints.saveTasksPageCustomViews, signedIn, ({ deps, user, body }) =>
    saveViewList(deps, user, 'tasksPageCustomViews', body),
  ),
  route(usersEndpoints.saveTasksTableCustomViews, signedIn, ({ deps, user, body }) =>
    saveViewList(deps, user, 'tasksTableCustomViews', body),
  ),

  // search
  route(
    searchEndpoints.search,
    anyOf('readSomeProjects', 'readAllProjects', 'readQuotes'),
    ({ deps, user, query }) => search(deps, user, query),
  ),

  // quotes
  route(
    quotesEndpoints.types,
    anyOf('readQuotes', 'readQuoteRateProfiles', 'readQuotePricingConfigs'),
    ({ deps }) => listQuoteMetaTypes(deps.knex),
  ),
];
