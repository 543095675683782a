import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  salariesEndpoints,
  type Employee,
  type EmployeeCreateInput,
  type SalaryGroup,
  type SalaryGroupCreateInput,
} from '@keel/types';
import { apiRequest } from '../../lib/api';
import { salariesKeys } from './salaries.queries';

function useInvalidateSalaries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: salariesKeys.all });
}

const inline = { errorPolicy: 'inline' } as const;

/** Create a group (null) or replace a group's name and whole rate history (with its version). */
export function useSaveSalaryGroupMutation(group: SalaryGroup | null) {
  const invalidate = useInvalidateSalaries();
  return useMutation({
    mutationFn: (body: SalaryGroupCreateInput) =>
      group
        ? apiRequest(salariesEndpoints.updateGroup, {
            params: { salaryGroupId: group.id },
            body: { ...body, version: group.version },
          })
        : apiRequest(salariesEndpoints.createGroup, { body }),
    onSuccess: invalidate,
    meta: inline,
  });
}

export function useDeleteSalaryGroupMutation() {
  const invalidate = useInvalidateSalaries();
  return useMutation({
    mutationFn: (group: SalaryGroup) =>
      apiRequest(salariesEndpoints.removeGroup, {
        params: { salaryGroupId: group.id },
        query: { version: group.version },
      }),
    onSuccess: invalidate,
  });
}

export type EmployeeFields = Omit<EmployeeCreateInput, 'userId'>;

/** Create an employee record (with its user) or update one (with its version). */
export function useSaveEmployeeMutation(employee: Employee | null) {
  const invalidate = useInvalidateSalaries();
  return useMutation({
    mutationFn: ({ userId, ...fields }: EmployeeFields & { userId?: number }) =>
      employee
        ? apiRequest(salariesEndpoints.updateEmployee, {
            params: { employeeId: employee.id },
            body: { ...fields, version: employee.version },
          })
        : apiRequest(salariesEndpoints.createEmployee, {
            body: { ...fields, userId: userId ?? 0 },
          }),
    onSuccess: invalidate,
    meta: inline,
  });
}

export function useDeleteEmployeeMutation() {
  const invalidate = useInvalidateSalaries();
  return useMutation({
    mutationFn: (employee: Employee) =>
      apiRequest(salariesEndpoints.removeEmployee, {
        params: { employeeId: employee.id },
        query: { version: employee.version },
      }),
    onSuccess: invalidate,
  });
}
