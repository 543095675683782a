import {
  authEndpoints,
  CALENDAR_FEED_PATH,
  calendarFeedsEndpoints,
  generalEndpoints,
  pricingConfigsEndpoints,
  quotesEndpoints,
  quoteTemplatesEndpoints,
  rateProfilesEndpoints,
  searchEndpoints,
  usersEndpoints,
} from '@keel/types';
import { publicAccess, signedIn } from '../lib/permission';
import { rawRoute, route, type RouteDefinition } from '../lib/route';
import * as auth from '../modules/auth/auth.router';
import * as calendarFeeds from '../modules/calendar-feeds/calendar-feeds.router';
import * as docs from '../modules/docs/docs.router';
import * as general from '../modules/general/general.router';
import * as pricingConfigs from '../modules/quotes/pricing-configs.router';
import * as quotes from '../modules/quotes/quotes.router';
import * as rateProfiles from '../modules/quotes/rate-profiles.router';
import * as search from '../modules/search/search.router';
import * as sso from '../modules/sso/sso.router';
import * as users from '../modules/users/users.router';
import { DOCS_ROUTES } from '../modules/docs/openapi';
import { getCurrentUser } from '../modules/users';
import {
  SEARCH,
  QUOTE_READERS,
  READ_QUOTES,
  MANAGE_QUOTES,
  READ_RATE_PROFILES,
  MANAGE_RATE_PROFILES,
  READ_PRICING_CONFIGS,
  MANAGE_PRICING_CONFIGS,
} from '../route-permissions';

/** Routes of the workspace: health, the API documentation, sign-in, the current user, search and quotes. */
export const workspaceRoutes: readonly RouteDefinition[] = [
  // general
  route(generalEndpoints.health, publicAccess, general.health),
  route(generalEndpoints.measurementUnits, signedIn, general.measurementUnits),
  rawRoute(
    '/api/openapi.json',
    'OpenAPI document',
    publicAccess,
    docs.openApi,
    DOCS_ROUTES.document,
  ),
  rawRoute('/api/docs', 'API documentation page', publicAccess, docs.docsPage, DOCS_ROUTES.page),
  rawRoute(
    '/api/docs/assets/{file}',
    'API documentation assets',
    publicAccess,
    docs.docsAsset,
    DOCS_ROUTES.asset,
  ),

  // auth
  route(authEndpoints.login, publicAccess, auth.login(getCurrentUser)),
  route(authEndpoints.logout, publicAccess, auth.logout),
  route(authEndpoints.checkInvitation, publicAccess, auth.checkInvitation),
  route(authEndpoints.signup, publicAccess, auth.signup(getCurrentUser)),
  // OpenID Connect sign-in (issue 33 § 1): the login page's options, then start and callback
  route(authEndpoints.signInOptions, publicAccess, sso.signInOptions),
  rawRoute('/api/auth/oidc/start', sso.START_SUMMARY, publicAccess, sso.start, sso.START_DOC),
  rawRoute(
    '/api/auth/oidc/callback',
    sso.CALLBACK_SUMMARY,
    publicAccess,
    sso.callback,
    sso.CALLBACK_DOC,
  ),

  // users
  route(usersEndpoints.current, signedIn, users.current),
  route(usersEndpoints.saveTasksPageCustomViews, signedIn, users.saveTasksPageCustomViews),
  route(usersEndpoints.saveTasksTableCustomViews, signedIn, users.saveTasksTableCustomViews),
  route(usersEndpoints.saveProjectsBrowserColumns, signedIn, users.saveProjectsBrowserColumns),

  // calendar feeds (issue 33 § 4): every signed-in user's own feed; the feed opens by its token,
  // without a session
  route(calendarFeedsEndpoints.get, signedIn, calendarFeeds.get),
  route(calendarFeedsEndpoints.create, signedIn, calendarFeeds.create),
  route(calendarFeedsEndpoints.revoke, signedIn, calendarFeeds.revoke),
  rawRoute(
    CALENDAR_FEED_PATH,
    calendarFeeds.FEED_SUMMARY,
    publicAccess,
    calendarFeeds.feed,
    calendarFeeds.FEED_DOC,
  ),

  // search
  route(searchEndpoints.search, SEARCH, search.search),

  // quotes
  route(quotesEndpoints.types, QUOTE_READERS, quotes.types),
  // Static paths under /api/quotes first: they must win over /api/quotes/{quoteId}.
  route(rateProfilesEndpoints.list, READ_RATE_PROFILES, rateProfiles.list),
  route(rateProfilesEndpoints.save, MANAGE_RATE_PROFILES, rateProfiles.save),
  route(rateProfilesEndpoints.options, READ_RATE_PROFILES, rateProfiles.options),
  route(rateProfilesEndpoints.remove, MANAGE_RATE_PROFILES, rateProfiles.remove),
  route(pricingConfigsEndpoints.list, READ_PRICING_CONFIGS, pricingConfigs.list),
  route(pricingConfigsEndpoints.create, MANAGE_PRICING_CONFIGS, pricingConfigs.create),
  route(pricingConfigsEndpoints.options, READ_PRICING_CONFIGS, pricingConfigs.options),
  route(pricingConfigsEndpoints.update, MANAGE_PRICING_CONFIGS, pricingConfigs.update),
  route(pricingConfigsEndpoints.remove, MANAGE_PRICING_CONFIGS, pricingConfigs.remove),
  route(pricingConfigsEndpoints.configOptions, READ_PRICING_CONFIGS, pricingConfigs.configOptions),
  route(pricingConfigsEndpoints.addMarkup, MANAGE_PRICING_CONFIGS, pricingConfigs.addMarkup),
  route(pricingConfigsEndpoints.markupOptions, READ_PRICING_CONFIGS, pricingConfigs.markupOptions),
  route(pricingConfigsEndpoints.updateMarkup, MANAGE_PRICING_CONFIGS, pricingConfigs.updateMarkup),
  route(pricingConfigsEndpoints.removeMarkup, MANAGE_PRICING_CONFIGS, pricingConfigs.removeMarkup),
  route(
    pricingConfigsEndpoints.markupEntryOptions,
    READ_PRICING_CONFIGS,
    pricingConfigs.markupEntryOptions,
  ),

  // quotes and templates: `query` before `{quoteId}`, so Express never reads it as an id
  route(quotesEndpoints.query, READ_QUOTES, quotes.query),
  route(quotesEndpoints.queryOptions, READ_QUOTES, quotes.queryOptions),
  route(quotesEndpoints.create, MANAGE_QUOTES, quotes.create),
  route(quotesEndpoints.get, READ_QUOTES, quotes.get),
  route(quotesEndpoints.update, MANAGE_QUOTES, quotes.update),
  route(quotesEndpoints.remove, MANAGE_QUOTES, quotes.remove),
  route(quotesEndpoints.brief, READ_QUOTES, quotes.brief),
  route(quotesEndpoints.revisions, READ_QUOTES, quotes.revisions),
  route(quotesEndpoints.createRevision, MANAGE_QUOTES, quotes.createRevision),
  route(quotesEndpoints.status, MANAGE_QUOTES, quotes.status),
  route(quotesEndpoints.archive, MANAGE_QUOTES, quotes.archive),
  route(quoteTemplatesEndpoints.create, MANAGE_QUOTES, quotes.templateCreate),
  route(quoteTemplatesEndpoints.query, READ_QUOTES, quotes.templateQuery),
  route(quoteTemplatesEndpoints.get, READ_QUOTES, quotes.templateGet),
  route(quoteTemplatesEndpoints.update, MANAGE_QUOTES, quotes.templateUpdate),
  route(quoteTemplatesEndpoints.remove, MANAGE_QUOTES, quotes.templateRemove),
];
