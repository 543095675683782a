import type { RouteObject } from 'react-router';
import { financeSection } from '../../lib/navigation/sections';
import type { Loaders } from './loaders';
import { sectionRoute } from './section-routes';

/** `/invoices`: the list and one invoice (`financeSection`). */
export function financeRoutes(g: Loaders): RouteObject {
  return sectionRoute(g, financeSection, {
    '/invoices/': { page: () => import('../../features/invoices/routes/invoices.page') },
    '/invoices/:invoiceId': {
      loader: g.requireIntParams('invoiceId'),
      page: () => import('../../features/invoices/routes/invoice.page'),
    },
  });
}
