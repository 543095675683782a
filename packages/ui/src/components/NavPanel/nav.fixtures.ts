import type { NavPanelSection } from './NavPanel';

/** The tasks menu of SPEC §2 as deterministic data for stories and tests. */
export function tasksSections(onAddView: () => void = () => {}): NavPanelSection[] {
  return [
    {
      id: 'mine',
      heading: 'My Tasks',
      entries: [
        { id: 'ongoing', label: 'Ongoing', href: '/tasks/mine/ongoing' },
        { id: 'completed', label: 'Completed', href: '/tasks/mine/completed' },
        { id: 'all-mine', label: 'All', href: '/tasks/mine/all' },
      ],
    },
    {
      id: 'teams',
      heading: 'Teams',
      entries: [
        { id: 'team-1', label: 'Delivery', href: '/tasks/team/1' },
        { id: 'team-2', label: 'Design', href: '/tasks/team/2' },
      ],
    },
    {
      id: 'all',
      heading: 'All Tasks',
      action: { label: 'Add Custom View', icon: 'plus', onPress: onAddView },
      entries: [
        {
          kind: 'group',
          id: 'all-group',
          label: 'Browse',
          items: [
            { id: 'projects', label: 'Projects', href: '/tasks/all/projects' },
            { id: 'assignees', label: 'Assignees', href: '/tasks/all/assignees' },
            { id: 'date', label: 'Date', href: '/tasks/all/date' },
            { id: 'domain', label: 'Domain', href: '/tasks/all/domain' },
          ],
        },
        { kind: 'divider', id: 'views-divider' },
        {
          id: 'view-7',
          label: 'Overdue design work',
          href: '/tasks/all/view/7',
          menu: { onEdit: () => {}, onDelete: () => {} },
        },
      ],
    },
    {
      id: 'insight',
      heading: 'Insight',
      entries: [
        { id: 'stats', label: 'Stats', href: '/tasks/stats' },
        { id: 'workload', label: 'Workload', href: '/tasks/workload' },
      ],
    },
  ];
}

export const projectSections: NavPanelSection[] = [
  {
    id: 'projects',
    heading: 'Projects',
    entries: [
      { id: 'dashboard', label: 'Dashboard', href: '/projects/dashboard' },
      { id: 'browser', label: 'Browser', href: '/projects/browser' },
    ],
  },
  {
    id: 'recent',
    heading: 'Recent projects',
    entries: [
      { id: 'p1', label: 'Billing platform', href: '/projects/1', dot: 'green' },
      { id: 'p2', label: 'Data migration', href: '/projects/2', dot: 'amber' },
      {
        id: 'p3',
        label: 'Support retainer renewal for the northern region',
        href: '/projects/3',
        dot: 'red',
      },
      { id: 'p4', label: 'Intranet refresh', href: '/projects/4' },
    ],
  },
];
