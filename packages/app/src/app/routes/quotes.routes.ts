import type { RouteObject } from 'react-router';
import { quotesSection } from '../../lib/navigation/sections';
import type { Loaders } from './loaders';
import { sectionRoute } from './section-routes';

/** `/quotes`: the lists, the rate and pricing pages, a quote type or one quote (`quotesSection`). */
export function quotesRoutes(g: Loaders): RouteObject {
  return sectionRoute(g, quotesSection, {
    '/quotes/': { page: () => import('../../features/quotes/routes/quotes.page') },
    '/quotes/my-quotes': { page: () => import('../../features/quotes/routes/my-quotes.page') },
    '/quotes/archive': { page: () => import('../../features/quotes/routes/archive.page') },
    '/quotes/templates': { page: () => import('../../features/quotes/routes/templates.page') },
    '/quotes/rates': { page: () => import('../../features/quotes/routes/rates.page') },
    '/quotes/configs': { page: () => import('../../features/quotes/routes/configs.page') },
    '/quotes/:quoteSegment': {
      // A meta type's list (`type-2`) or one quote (`42`): the loader tells which.
      loader: g.quoteSegment,
      title: (_params, data) => (data as { title?: string } | undefined)?.title ?? 'Quote',
      page: () => import('../../features/quotes/routes/quote-segment.page'),
    },
  });
}
