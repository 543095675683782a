import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Columns, Dialog, Form, Inline, Skeleton, Stack, Text, snackbar } from '@keel/ui';
import type { SalaryGroup } from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { todayUtc } from '../../../lib/format';
import { salaryGroupQueryOptions } from '../salaries.queries';
import { useSaveSalaryGroupMutation } from '../salaries.mutations';
import { withRateChange, withoutRate, type RateInput } from '../rates';
import { RateHistory } from './RateHistory';
import { RateChangeForm } from './RateChangeForm';

/** Rate-change field errors come back as `rates.N.field`; show them on the change form. */
function rateFieldErrors(errors: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, message] of Object.entries(errors)) {
    const field = key.split('.').pop() ?? key;
    if (key.startsWith('rates')) result[field === 'hourlyRate' ? 'amount' : field] = message;
  }
  return result;
}

/** A new salary group: its name; the rate history follows in the group's own dialog. */
export function NewSalaryGroupDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (group: SalaryGroup) => void;
}) {
  const [name, setName] = useState('');
  const save = useSaveSalaryGroupMutation(null);
  const failure = formFailureOf(save.error);
  return (
    <FormDialog
      formId="salary-group-new"
      title="New salary group"
      submitLabel="Create group"
      isPending={save.isPending}
      failure={failure}
      onClose={onClose}
      onSubmit={() =>
        save.mutate(
          { name: name.trim(), rates: [] },
          {
            onSuccess: (group) => {
              snackbar.success(`Salary group ${group.name} created`);
              onCreated(group);
            },
          },
        )
      }
    >
      <NameField value={name} onChange={setName} max={120} />
    </FormDialog>
  );
}

/** One salary group: rename it, see its rate history, add or remove rate changes. */
export function SalaryGroupDialog({
  groupId,
  canManage,
  onClose,
}: {
  groupId: number;
  canManage: boolean;
  onClose: () => void;
}) {
  const group = useQuery(salaryGroupQueryOptions(groupId));
  // A reload after a 409 remounts the editor with the stored values; a save keeps it mounted.
  const [reloads, setReloads] = useState(0);
  return (
    <Dialog
      title={group.data ? `Salary group ${group.data.name}` : 'Salary group'}
      size="large"
      isOpen
      onOpenChange={(open) => !open && onClose()}
      footer={(close) => <Button onPress={close}>Close</Button>}
    >
      {group.data ? (
        <GroupEditor
          key={reloads}
          group={group.data}
          canManage={canManage}
          onReload={() => void group.refetch().then(() => setReloads((n) => n + 1))}
        />
      ) : (
        <Skeleton lines={5} label="Loading salary group" />
      )}
    </Dialog>
  );
}

function GroupEditor({
  group,
  canManage,
  onReload,
}: {
  group: SalaryGroup;
  canManage: boolean;
  onReload: () => void;
}) {
  const [name, setName] = useState(group.name);
  const rename = useSaveSalaryGroupMutation(group);
  const rates = useSaveSalaryGroupMutation(group);
  const renameFailure = formFailureOf(rename.error);
  const ratesFailure = formFailureOf(rates.error);
  const today = todayUtc();
  const saveRates = (next: RateInput[], message: string, done?: () => void) =>
    rates.mutate(
      { name: group.name, rates: next },
      {
        onSuccess: () => {
          snackbar.success(message);
          done?.();
        },
      },
    );
  const reload = () => {
    rename.reset();
    rates.reset();
    onReload();
  };

  return (
    <Stack>
      {canManage ? (
        <Form
          aria-label="Rename salary group"
          serverErrors={renameFailure?.fieldErrors}
          onSubmit={() =>
            rename.mutate(
              {
                name: name.trim(),
                rates: group.rates.map((r) => ({ ...r, hourlyRate: { ...r.hourlyRate } })),
              },
              { onSuccess: () => snackbar.success('Salary group saved') },
            )
          }
        >
          <Stack>
            <FormFeedback failure={renameFailure} onReload={reload} />
            <Columns minColumnWidth={160}>
              <NameField value={name} onChange={setName} max={120} autoFocus={false} />
            </Columns>
            <Inline>
              <Button type="submit" isLoading={rename.isPending}>
                Save name
              </Button>
            </Inline>
          </Stack>
        </Form>
      ) : null}
      <Stack as="section" aria-labelledby="rate-history-heading">
        <Text as="h3" id="rate-history-heading" size="medium">
          Rate history
        </Text>
        <RateHistory
          rates={group.rates}
          label="Rate history"
          today={today}
          emptyText="No rates yet: this group has no hourly cost until a rate is added."
          onRemove={
            canManage
              ? (rate) => saveRates(withoutRate(group.rates, rate.effectiveFrom), 'Rate removed')
              : undefined
          }
        />
      </Stack>
      {canManage ? (
        <Stack as="section" aria-labelledby="rate-change-heading">
          <Text as="h3" id="rate-change-heading" size="medium">
            Add a rate change
          </Text>
          <FormFeedback failure={ratesFailure} onReload={reload} />
          <RateChangeForm
            defaultCurrency={
              group.currentRate?.currency ?? group.rates.at(-1)?.hourlyRate.currency ?? 'EUR'
            }
            defaultDate={today}
            isPending={rates.isPending}
            serverErrors={rateFieldErrors(ratesFailure?.fieldErrors ?? {})}
            onSubmit={(change, reset) =>
              saveRates(withRateChange(group.rates, change), 'Rate change added', reset)
            }
          />
        </Stack>
      ) : null}
    </Stack>
  );
}
