import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { salariesEndpoints, type EndpointQuery } from '@keel/types';
import { apiRequest } from '../../lib/api';

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
  return queryOptions({
    queryKey: salariesKeys.groupList(query),
    queryFn: ({ signal }) => apiRequest(salariesEndpoints.listGroups, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function salaryGroupQueryOptions(id: number) {
  return queryOptions({
    queryKey: salariesKeys.group(id),
    queryFn: ({ signal }) =>
      apiRequest(salariesEndpoints.getGroup, { params: { salaryGroupId: id }, signal }),
  });
}

export function salaryGroupChoicesQueryOptions() {
  return queryOptions({
    queryKey: salariesKeys.groupChoices(),
    queryFn: ({ signal }) =>
      apiRequest(salariesEndpoints.listGroups, { query: { pageSize: 500 }, signal }),
    select: (page) => page.items,
  });
}

export function employeesQueryOptions(query: EmployeeListQuery) {
  return queryOptions({
    queryKey: salariesKeys.employeeList(query),
    queryFn: ({ signal }) => apiRequest(salariesEndpoints.listEmployees, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function employeeCandidatesQueryOptions() {
  return queryOptions({
    queryKey: salariesKeys.candidates(),
    queryFn: ({ signal }) =>
      apiRequest(salariesEndpoints.employeeCandidates, { query: { pageSize: 500 }, signal }),
    select: (page) => page.items,
  });
}

export function employeeQueryOptions(id: number) {
  return queryOptions({
    queryKey: salariesKeys.employee(id),
    queryFn: ({ signal }) =>
      apiRequest(salariesEndpoints.getEmployee, { params: { employeeId: id }, signal }),
  });
}
