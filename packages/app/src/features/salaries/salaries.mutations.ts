import { useMutation } from '@tanstack/react-query';
import {
  salariesEndpoints,
  type Employee,
  type EmployeeCreateInput,
  type SalaryGroup,
} from '@keel/types';
import { apiRequest, useVersionedMutation, useVersionedSaveMutation } from '../../lib/api';
import { useInvalidate } from '../../lib/refresh';
import { salariesKeys } from './salaries.queries';

const useInvalidateSalaries = () => useInvalidate(salariesKeys.all);

const groupParams = (group: SalaryGroup) => ({ salaryGroupId: group.id });

/** Create a group (null) or replace a group's name and whole rate history (with its version). */
export function useSaveSalaryGroupMutation(group: SalaryGroup | null) {
  return useVersionedSaveMutation(
    { create: salariesEndpoints.createGroup, update: salariesEndpoints.updateGroup },
    group,
    groupParams,
    useInvalidateSalaries(),
  );
}

export function useDeleteSalaryGroupMutation() {
  return useVersionedMutation(salariesEndpoints.removeGroup, groupParams, useInvalidateSalaries());
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
    meta: { errorPolicy: 'inline' },
  });
}

export function useDeleteEmployeeMutation() {
  return useVersionedMutation(
    salariesEndpoints.removeEmployee,
    (employee: Employee) => ({ employeeId: employee.id }),
    useInvalidateSalaries(),
  );
}
