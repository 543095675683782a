import { useQuery } from '@tanstack/react-query';
import { Checkbox, CheckboxGroup, Columns, NumberField, Select, Stack, Text } from '@keel/ui';
import type { Employee } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import { FeedbackForm } from '../../../lib/management/components/FeedbackForm';
import { submitSave } from '../../../lib/management/save';
import { DateRangeFields } from '../../../lib/management/components/DateRangeFields';
import { useFields } from '../../../lib/management/useFields';
import { todayUtc } from '../../../lib/format';
import { requiredValue } from '../../../lib/management/rules';
import {
  employeeCandidatesQueryOptions,
  salaryGroupChoicesQueryOptions,
} from '../salaries.queries';
import { useSaveEmployeeMutation, type EmployeeFields } from '../salaries.mutations';
import { withRateChange, withoutRate, type RateInput } from '../rates';
import { RateHistory } from './RateHistory';
import { RateChangeForm } from './RateChangeForm';

export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const FORM_ID = 'employee-form';

/** The stored fields of an employee, as the API takes them back. */
function fieldsOf(employee: Employee): EmployeeFields {
  return {
    salaryGroupId: employee.salaryGroup?.id ?? null,
    standardMinutesPerDay: employee.standardMinutesPerDay,
    workingDays: employee.workingDays,
    employmentStart: employee.employmentStart,
    employmentEnd: employee.employmentEnd,
    overrides: employee.overrides.map((o) => ({ ...o, hourlyRate: { ...o.hourlyRate } })),
  };
}

/* An employee's form (as its rights allow) and, once it exists, its personal rates. */

export function EmployeeEditor({
  employee,
  canManage,
  canSeeGroups,
  onReload,
  onSaved,
}: {
  employee: Employee | null;
  canManage: boolean;
  canSeeGroups: boolean;
  onReload: () => void;
  onSaved: (employee: Employee) => void;
}) {
  const { values, set, field } = useFields({
    userId: null as number | null,
    salaryGroupId: employee?.salaryGroup?.id ?? null,
    hours: employee ? employee.standardMinutesPerDay / 60 : (8 as number | null),
    workingDays: (employee?.workingDays ?? [1, 2, 3, 4, 5]).map(String),
    employmentStart: employee?.employmentStart ?? (todayUtc() as string | null),
    employmentEnd: employee?.employmentEnd ?? null,
  });
  const { userId, hours, employmentStart, employmentEnd } = values;
  const groups = useQuery({ ...salaryGroupChoicesQueryOptions(), enabled: canSeeGroups });
  const candidates = useQuery({
    ...employeeCandidatesQueryOptions(),
    enabled: employee === null && canManage,
  });
  const save = useSaveEmployeeMutation(employee);
  const overrides = useSaveEmployeeMutation(employee);
  const failure = formFailureOf(save.error);
  const overridesFailure = formFailureOf(overrides.error);
  const today = todayUtc();
  const readOnly = !canManage;
  const reload = () => {
    save.reset();
    overrides.reset();
    onReload();
  };
  const saveOverrides = (next: RateInput[], message: string, done?: () => void) =>
    employee &&
    submitSave(
      overrides,
      () => ({ ...fieldsOf(employee), overrides: next }),
      () => message,
      done,
    );

  return (
    <Stack>
      <FeedbackForm
        id={FORM_ID}
        failure={failure}
        onReload={reload}
        onSubmit={() =>
          submitSave(
            save,
            () => ({
              userId: userId ?? undefined,
              salaryGroupId: values.salaryGroupId,
              standardMinutesPerDay: Math.round((hours ?? 0) * 60),
              workingDays: values.workingDays.map(Number),
              employmentStart: employmentStart ?? '',
              employmentEnd,
              overrides: employee ? fieldsOf(employee).overrides : [],
            }),
            () => (employee ? 'Employee saved' : 'Employee created'),
            onSaved,
          )
        }
      >
        {employee ? (
          <p>
            {employee.user.name} · {employee.user.email}
          </p>
        ) : (
          <Select
            name="userId"
            label="User"
            description="Internal users without an employee record."
            isRequired
            items={(candidates.data ?? []).map((u) => ({
              id: u.id,
              name: u.name,
              description: u.email,
            }))}
            isLoading={candidates.isPending}
            value={userId}
            onChange={(key) => set({ userId: key === null ? null : Number(key) })}
            rules={[requiredValue('User')]}
          />
        )}
        <Columns minColumnWidth={160}>
          <Select
            name="salaryGroupId"
            label="Salary group"
            items={groups.data ?? (employee?.salaryGroup ? [employee.salaryGroup] : [])}
            isLoading={canSeeGroups && groups.isPending}
            isClearable
            isDisabled={readOnly || !canSeeGroups}
            placeholder="No group"
            value={values.salaryGroupId}
            onChange={(key) => set({ salaryGroupId: key === null ? null : Number(key) })}
          />
          <NumberField
            name="standardMinutesPerDay"
            label="Standard hours per day"
            isRequired
            isReadOnly={readOnly}
            minValue={0}
            maxValue={24}
            step={0.25}
            value={hours}
            onChange={(next) => set({ hours: next })}
            rules={[
              requiredValue('Standard hours'),
              (v) => (v !== null && v > 0 && v <= 24) || 'Between 0 and 24 hours',
            ]}
          />
        </Columns>
        <CheckboxGroup
          label="Working days"
          {...field('workingDays')}
          isDisabled={readOnly}
          errorMessage={failure?.fieldErrors.workingDays}
        >
          {WEEKDAYS.map((day, index) => (
            <Checkbox key={day} value={String(index + 1)}>
              {day}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <DateRangeFields
          minColumnWidth={160}
          start={{ ...field('employmentStart'), label: 'Employment start', isRequired: true }}
          end={{
            ...field('employmentEnd'),
            label: 'Employment end',
            description: 'Empty while employed.',
          }}
          endBeforeStart="Ends before it starts"
          isDisabled={readOnly}
        />
      </FeedbackForm>
      {employee ? (
        <Stack as="section" aria-labelledby="overrides-heading">
          <Text as="h3" id="overrides-heading" size="medium">
            Personal rates
          </Text>
          <p>
            A personal hourly cost replaces the salary group&apos;s rate from its date until the
            next change of either.
          </p>
          <RateHistory
            rates={employee.overrides}
            label="Personal rates"
            today={today}
            emptyText="No personal rates: the salary group's rate applies."
            onRemove={
              canManage
                ? (rate) =>
                    saveOverrides(
                      withoutRate(employee.overrides, rate.effectiveFrom),
                      'Personal rate removed',
                    )
                : undefined
            }
          />
          {canManage ? (
            <>
              <FormFeedback failure={overridesFailure} onReload={reload} />
              <RateChangeForm
                defaultCurrency={employee.currentHourlyCost?.currency ?? 'EUR'}
                defaultDate={today}
                isPending={overrides.isPending}
                submitLabel="Add personal rate"
                ariaLabel="Add a personal rate"
                onSubmit={(change, reset) =>
                  saveOverrides(
                    withRateChange(employee.overrides, change),
                    'Personal rate added',
                    reset,
                  )
                }
              />
            </>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
