import type { NavRailItem, NavRailUser } from './NavRail';

/** Deterministic rail data for stories and tests. */
export const railItems: NavRailItem[] = [
  { id: 'timesheet', label: 'Timesheet', icon: 'clock', href: '/timesheet' },
  { id: 'tasks', label: 'Tasks', icon: 'checkSquare', href: '/tasks', active: true },
  { id: 'projects', label: 'Projects', icon: 'briefcase', href: '/projects' },
  { id: 'quotes', label: 'Quotes', icon: 'fileText', href: '/quotes' },
  { id: 'management', label: 'Management', icon: 'settings', href: '/management' },
];

export const railUser: NavRailUser = {
  name: 'Pat Manager',
  email: 'pm@example.com',
  color: '#2f5bd3',
};
