import type { RouteObject } from 'react-router';
import { access } from '../../lib/session/access';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page } from './route-helpers';

/** `/quotes`: the lists, the rate and pricing pages, a quote type or one quote. */
export function quotesRoutes(g: Loaders): RouteObject {
  return {
    path: 'quotes',
    loader: g.requireAccess(access.quotes),
    handle: { title: 'Quotes' } satisfies RouteHandle,
    children: [
      {
        index: true,
        loader: g.requireAccess(access.quoteList),
        handle: { title: 'Quotes' } satisfies RouteHandle,
        lazy: page(() => import('../../features/quotes/routes/quotes.page')),
      },
      {
        path: 'my-quotes',
        loader: g.requireAccess(access.quoteList),
        handle: { title: 'My Quotes' } satisfies RouteHandle,
        lazy: page(() => import('../../features/quotes/routes/my-quotes.page')),
      },
      {
        path: 'archive',
        loader: g.requireAccess(access.quoteList),
        handle: { title: 'Archive' } satisfies RouteHandle,
        lazy: page(() => import('../../features/quotes/routes/archive.page')),
      },
      {
        path: 'templates',
        loader: g.requireAccess(access.quoteList),
        handle: { title: 'Templates' } satisfies RouteHandle,
        lazy: page(() => import('../../features/quotes/routes/templates.page')),
      },
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
      {
        // A meta type's list (`type-2`) or one quote (`42`): the loader tells which.
        path: ':quoteSegment',
        loader: g.quoteSegment,
        handle: {
          title: (_params, data) => (data as { title?: string } | undefined)?.title ?? 'Quote',
        } satisfies RouteHandle,
        lazy: page(() => import('../../features/quotes/routes/quote-segment.page')),
      },
    ],
  };
}
