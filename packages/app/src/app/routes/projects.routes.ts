import type { RouteObject } from 'react-router';
import { projectsSection } from '../../lib/navigation/sections';
import type { Loaders } from './loaders';
import { projectRoute } from './project.routes';
import { sectionRoute } from './section-routes';

const portfolioRisks = () => import('../../features/risks/routes/portfolio.page');

/**
 * `/projects`: dashboard, browser, portfolio pages (`projectsSection`) and one
 * project with its tabs (`project.routes.ts`).
 */
export function projectsRoutes(g: Loaders): RouteObject {
  return sectionRoute(g, projectsSection, {
    '/projects': { children: [projectRoute(g)] },
    '/projects/dashboard': {
      prefetch: () => import('../../features/projects/dashboard.prefetch'),
      page: () => import('../../features/projects/routes/dashboard.page'),
    },
    '/projects/browser': {
      prefetch: () => import('../../features/projects/browser.prefetch'),
      page: () => import('../../features/projects/routes/browser.page'),
    },
    '/projects/roadmap': {
      page: () => import('../../features/timeline/routes/roadmap.page'),
    },
    '/projects/risks-issues/active': { page: portfolioRisks },
    '/projects/risks-issues/critical': { page: portfolioRisks },
    '/projects/risks-issues/recent': { page: portfolioRisks },
    '/projects/risks-issues/inactive': { page: portfolioRisks },
    '/projects/risks-issues/notifications': {
      page: () => import('../../features/risks/routes/notifications.page'),
    },
    '/projects/lessons': { page: () => import('../../features/lessons/routes/library.page') },
    '/projects/status/latest': {
      page: () => import('../../features/reports/routes/latest-status.page'),
    },
    '/projects/status/snapshot': {
      page: () => import('../../features/reports/routes/status-snapshot.page'),
    },
    '/projects/contacts': { page: () => import('../../features/contacts/routes/contacts.page') },
    '/projects/finances/forecast': {
      page: () => import('../../features/finances/routes/forecast.page'),
    },
    '/projects/finances/history': {
      page: () => import('../../features/finances/routes/history.page'),
    },
  });
}
