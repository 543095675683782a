import { createElement } from 'react';
import { useLoaderData, type RouteObject } from 'react-router';
import { access } from '../../lib/auth/access';
import type { RouteHandle } from '../route-handle';
import type { Loaders } from './loaders';
import { page, planned } from './route-helpers';

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
      planned('rates', 'Rates', 'Rate profiles arrive with the Quotes module.', {
        loader: g.requireAccess(access.quoteRates),
      }),
      planned(
        'configs',
        'Pricing',
        'Pricing configs and their markups arrive with the Quotes module.',
        {
          loader: g.requireAccess(access.quoteConfigs),
        },
      ),
      {
        path: ':quoteSegment',
        loader: g.quoteSegment,
        handle: {
          title: (_params, data) => (data as { title?: string } | undefined)?.title ?? 'Quote',
          planned: 'The quote, with its revisions and pricing, arrives with the Quotes module.',
        } satisfies RouteHandle,
        // A meta type's list is built; a quote's page is still planned (the lead's switch).
        lazy: async () => {
          const [types, planned] = await Promise.all([
            import('../../features/quotes/routes/quote-type.page'),
            import('../pages/planned.page'),
          ]);
          return {
            Component: function QuoteSegment() {
              const segment = useLoaderData<{ kind: 'type' | 'quote' }>();
              return createElement(segment.kind === 'type' ? types.default : planned.default);
            },
          };
        },
      },
    ],
  };
}
