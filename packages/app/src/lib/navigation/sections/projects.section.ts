import { access, may } from '../../session/access';
import { menuTabs, type Section } from '../section.types';

/**
 * `/projects`: the portfolio pages. `/projects` itself lands on the first of
 * browser, risks, lessons and reports the user may open (SPEC §2 "Projects");
 * one project and its tabs are routed beside these (`project.routes.ts`).
 */
export const projectsSection: Section = {
  id: 'projects',
  path: '/projects',
  title: 'Projects',
  icon: 'folder',
  access: access.projects,
  routeOpen: true,
  children: [
    {
      path: 'dashboard',
      title: 'Dashboard',
      access: access.projectDashboard,
      landing: false,
      menu: { id: 'projects-dashboard', label: 'Dashboard' },
    },
    {
      path: 'browser',
      title: 'Browser',
      access: access.projectBrowser,
      menu: { id: 'projects-browser', label: 'Browser' },
    },
    {
      // The portfolio bars (issue 31): reached from the browser, with its filters.
      path: 'roadmap',
      title: 'Roadmap',
      access: access.projectBrowser,
      landing: false,
    },
    {
      path: 'finances',
      title: 'Finances',
      access: access.projectFinances,
      landing: false,
      remember: 'finances',
      menu: { id: 'projects-finances', label: 'Finances' },
      children: menuTabs('projects-finances', [
        ['forecast', 'Forecast', 'Forecast'],
        ['history', 'History', 'History'],
      ]),
    },
    {
      path: 'status',
      title: 'Status Report',
      access: access.projectStatus,
      landing: false,
      remember: 'status',
      menu: { id: 'projects-status', label: 'Status Report' },
      children: menuTabs('projects-status', [
        ['latest', 'Latest Status', 'Latest'],
        ['snapshot', 'Status Snapshot', 'Snapshot'],
      ]),
    },
    {
      // One link: every risks-issues child keeps it current (partial path match).
      path: 'risks-issues',
      title: 'Risks & Issues',
      access: access.projectRisks,
      remember: 'risks-issues',
      menu: { id: 'projects-risks', label: 'Risks & Issues' },
      children: [
        { path: 'active', title: 'Active Risks & Issues' },
        { path: 'critical', title: 'Critical Risks & Issues' },
        { path: 'recent', title: 'Recent Risks & Issues' },
        { path: 'inactive', title: 'Inactive Risks & Issues' },
        { path: 'notifications', title: 'Risk Notifications' },
      ],
    },
    {
      path: 'lessons',
      title: 'Lessons',
      access: access.projectLessons,
      menu: { id: 'projects-lessons', label: 'Lessons' },
    },
    {
      // SPEC §2 lands report readers here; their pages are the status reports.
      path: 'reports',
      access: access.projectStatus,
      landing: (u) => may(u, 'readProjectGeneralReports'),
      redirect: '/projects/status',
    },
    {
      path: 'contacts',
      title: 'Contacts',
      access: access.projectContacts,
      landing: false,
      menu: { id: 'projects-contacts', label: 'Contacts' },
    },
  ],
};
