import { queryOptions } from '@tanstack/react-query';
import { salariesEndpoints, type EndpointQuery } from '@keel/types';
import { endpointQueryOptions, pageQueryOptions } from '../../lib/api';

export type SalaryGroupListQuery = EndpointQuery<typeof salariesEndpoints.listGroups>;
export type EmployeeListQuery = EndpointQuery<typeof salariesEndpoints.listEmployees>;

/** Keys from general to specific; an employee change can move group counts, so both share `all`. */
export const salariesKeys = {
  all: ['salaries'] as const,
  groups: () => [...salariesKeys.all, 'groups'] as const,
  groupList: (query: SalaryGroupListQuery) => [...salariesKeys.groups(), 'list', query] as const,
  group: (id: number) => [...salariesKeys.groups(), 'detail', id] as const,
  groupChoices: () => [...salariesKeys.groups(), 'choices'] as const,
  employees: () => [...salariesKeys.all, 'employees'] as const,
  employeeList: (query: EmployeeListQuery) => [...salariesKeys.employees(), 'list', query] as const,
  employee: (id: number) => [...salariesKeys.employees(), 'detail', id] as const,
  candidates: () => [...salariesKeys.employees(), 'candidates'] as const,
};

export function salaryGroupsQueryOptions(query: SalaryGroupListQuery) {
  return pageQueryOptions(salariesKeys.groupList(query), salariesEndpoints.listGroups, { query });
}

export function salaryGroupQueryOptions(id: number) {
  return endpointQueryOptions(salariesKeys.group(id), salariesEndpoints.getGroup, {
    params: { salaryGroupId: id },
  });
}

export function salaryGroupChoicesQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(salariesKeys.groupChoices(), salariesEndpoints.listGroups, {
      query: { pageSize: 500 },
    }),
    select: (page) => page.items,
  });
}

export function employeesQueryOptions(query: EmployeeListQuery) {
  return pageQueryOptions(salariesKeys.employeeList(query), salariesEndpoints.listEmployees, {
    query,
  });
}

export function employeeCandidatesQueryOptions() {
  return queryOptions({
    ...endpointQueryOptions(salariesKeys.candidates(), salariesEndpoints.employeeCandidates, {
      query: { pageSize: 500 },
    }),
    select: (page) => page.items,
  });
}

export function employeeQueryOptions(id: number) {
  return endpointQueryOptions(salariesKeys.employee(id), salariesEndpoints.getEmployee, {
    params: { employeeId: id },
  });
}
