import type { RouteObject } from 'react-router';
import { access } from '../../lib/auth/access';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page, planned, plannedIndex } from './route-helpers';

/** `/quotes`: the lists, the rate and pricing pages, a quote type or one quote. */
export function quotesRoutes(g: Loaders): RouteObject {
  return {
    path: 'quotes',
    loader: g.requireAccess(access.quotes),
    handle: { title: 'Quotes' } satisfies RouteHandle,
    children: [
      plannedIndex('Quotes', 'The list of standard quotes arrives with the Quotes module.', {
        loader: g.requireAccess(access.quoteList),
      }),
      planned('my-quotes', 'My Quotes', 'The quotes you own arrive with the Quotes module.', {
        loader: g.requireAccess(access.quoteList),
      }),
      planned('archive', 'Archive', 'Archived quotes arrive with the Quotes module.', {
        loader: g.requireAccess(access.quoteList),
      }),
      planned('templates', 'Templates', 'Quote templates arrive with the Quotes module.', {
        loader: g.requireAccess(access.quoteList),
      }),
      {
        path: 'rates',
        loader: g.requireAccess(access.quoteRates),
        handle: { title: 'Rates' } satisfies RouteHandle,
        lazy: page(() => import('../../features/quotes/routes/rates.page')),
      },
      {
        path: 'configs',
        loader: g.requireAccess(access.quoteConfigs),
        handle: { title: 'Pricing' } satisfies RouteHandle,
        lazy: page(() => import('../../features/quotes/routes/configs.page')),
      },
      planned(
        ':quoteSegment',
        (_params, data) => (data as { title?: string } | undefined)?.title ?? 'Quote',
        (params) =>
          params.quoteSegment?.startsWith('type-')
            ? 'The quotes of this type arrive with the Quotes module.'
            : 'The quote, with its revisions and pricing, arrives with the Quotes module.',
        { loader: g.quoteSegment },
      ),
    ],
  };
}
