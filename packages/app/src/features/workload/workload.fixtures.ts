import type { WorkloadFigures, WorkloadResult, WorkloadTask } from '@keel/types';

/** Test data of the feature's unit and component tests. */

export const figures = (
  capacityMinutes: number,
  allocatedMinutes: number,
  extra: Partial<WorkloadFigures> = {},
): WorkloadFigures => ({
  start: '2026-11-23',
  capacityMinutes,
  allocatedMinutes,
  tentativeMinutes: 0,
  loggedMinutes: 0,
  leaveMinutes: 0,
  utilisation: capacityMinutes > 0 ? allocatedMinutes / capacityMinutes : null,
  ...extra,
});

export const workloadTask = (taskId: number, extra: Partial<WorkloadTask> = {}): WorkloadTask => ({
  taskId,
  name: `Task ${taskId}`,
  status: 'inProgress',
  project: { id: 1, code: 'KEEL-001', name: 'Harbour Bank', status: 'active' },
  allocatedMinutes: 600,
  tentative: false,
  startDate: '2026-11-23',
  dueDate: '2026-11-27',
  estimateMinutes: 900,
  remainingMinutes: 600,
  assigneeId: 3,
  version: 4,
  ...extra,
});

const person = (id: number, name: string, capacity: number, allocated: number) => ({
  user: { id, name, initials: name.slice(0, 2), color: '#333333' },
  hasEmployeeRecord: true,
  cells: [{ ...figures(capacity, allocated), taskCount: 1, tasks: [workloadTask(id)] }],
  unscheduled: [],
});

export const result: WorkloadResult = {
  periods: [{ start: '2026-11-23', end: '2026-11-29', kind: 'week' }],
  groups: [
    {
      key: 'team-1',
      team: { id: 1, name: 'Delivery' },
      users: [person(3, 'Max Member', 2400, 3000), person(4, 'Pat Manager', 2400, 600)],
      subtotals: [figures(4800, 3600)],
    },
    {
      key: 'team-2',
      team: { id: 2, name: 'Design' },
      users: [person(3, 'Max Member', 2400, 3000)],
      subtotals: [figures(2400, 3000)],
    },
    {
      key: 'unassigned',
      team: null,
      users: [
        {
          user: null,
          hasEmployeeRecord: false,
          cells: [
            { ...figures(0, 480), taskCount: 1, tasks: [workloadTask(9, { assigneeId: null })] },
          ],
          unscheduled: [],
        },
      ],
      subtotals: [figures(0, 480)],
    },
  ],
  totals: [figures(4800, 4080)],
};
