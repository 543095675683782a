import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Dialog, Skeleton } from '@keel/ui';
import type { Employee } from '@keel/types';
import { employeeQueryOptions } from '../salaries.queries';
import { EmployeeEditor, FORM_ID, WEEKDAYS } from './EmployeeEditor';

export { WEEKDAYS };

/** Create (employeeId null) or edit an employee record; personal rates once it exists. */
export function EmployeeDialog({
  employeeId,
  canManage,
  canSeeGroups,
  onClose,
  onCreated,
}: {
  employeeId: number | null;
  canManage: boolean;
  /** Salary groups are listed only to holders of the salary-group flags. */
  canSeeGroups: boolean;
  onClose: () => void;
  onCreated: (employee: Employee) => void;
}) {
  const employee = useQuery({
    ...employeeQueryOptions(employeeId ?? 0),
    enabled: employeeId !== null,
  });
  // A reload after a 409 remounts the editor with the stored values.
  const [reloads, setReloads] = useState(0);
  const title = employeeId === null ? 'New employee' : (employee.data?.user.name ?? 'Employee');
  return (
    <Dialog
      title={title}
      size="large"
      isOpen
      isDismissable={false}
      onOpenChange={(open) => !open && onClose()}
      footer={
        <>
          <Button onPress={onClose}>{canManage ? 'Cancel' : 'Close'}</Button>
          {canManage ? (
            <Button variant="primary" type="submit" form={FORM_ID}>
              {employeeId === null ? 'Create employee' : 'Save'}
            </Button>
          ) : null}
        </>
      }
    >
      {employeeId !== null && !employee.data ? (
        <Skeleton lines={6} label="Loading employee" />
      ) : (
        <EmployeeEditor
          key={reloads}
          employee={employee.data ?? null}
          canManage={canManage}
          canSeeGroups={canSeeGroups}
          onReload={() => void employee.refetch().then(() => setReloads((n) => n + 1))}
          onSaved={(saved) => (employeeId === null ? onCreated(saved) : onClose())}
        />
      )}
    </Dialog>
  );
}
