import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import {
  BILLING_TYPES,
  BILLING_TYPE_TITLES,
  spreadDueDates,
  type BillingType,
  type CreateFromQuoteOptions,
  type Quote,
} from '@keel/types';
import {
  Button,
  Callout,
  DatePicker,
  Select,
  Skeleton,
  Stack,
  TextField,
  snackbar,
  Text,
  FigureTable,
} from '@keel/ui';
import { formatHours, formatMoney } from '../../../lib/format';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { formFailureOf } from '../../../lib/management/form-errors';
import { createFromQuoteOptionsQueryOptions } from '../from-quote.queries';
import { useCreateFromQuoteMutation } from '../from-quote.mutations';

const FORM_ID = 'create-project-from-quote';

/**
 * "Create project" on an accepted quote: a dialog previewing what the
 * accepted revision becomes (budget, milestones with due dates, tasks, and
 * for time and material who bills each role), then the project opens.
 */
export function CreateProjectFromQuoteButton({ quote }: { quote: Quote }) {
  const [isOpen, setOpen] = useState(false);
  if (quote.acceptedRevision === null || quote.isTemplate) return null;
  return (
    <>
      <Button onPress={() => setOpen(true)}>Create project</Button>
      {isOpen ? (
        <CreateProjectFromQuoteDialog quoteId={quote.id} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}

function CreateProjectFromQuoteDialog({
  quoteId,
  onClose,
}: {
  quoteId: number;
  onClose: () => void;
}) {
  const options = useQuery(createFromQuoteOptionsQueryOptions(quoteId));
  if (!options.data)
    return (
      <FormDialog
        formId={FORM_ID}
        title="Create project from quote"
        size="large"
        submitLabel="Create project"
        isPending={false}
        failure={formFailureOf(options.error)}
        onSubmit={() => undefined}
        onClose={onClose}
      >
        {options.isPending ? <Skeleton lines={6} label="Loading the preview" /> : null}
      </FormDialog>
    );
  return <CreateForm quoteId={quoteId} options={options.data} onClose={onClose} />;
}

function CreateForm({
  quoteId,
  options,
  onClose,
}: {
  quoteId: number;
  options: CreateFromQuoteOptions;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const create = useCreateFromQuoteMutation(quoteId);
  const { plan, project, people, quote } = options;
  const [name, setName] = useState(project.name);
  const [code, setCode] = useState(project.code);
  const [billingType, setBillingType] = useState<BillingType>(project.billingType);
  const [startDate, setStartDate] = useState<string | null>(project.startDate);
  const [endDate, setEndDate] = useState<string | null>(project.endDate);
  const [managerId, setManagerId] = useState<number | null>(null);
  // Due dates the user typed; the others follow the period as it changes.
  const [picked, setPicked] = useState<Record<string, string>>({});
  const [resources, setResources] = useState<Record<string, number | null>>({});
  const spread = spreadDueDates(plan.milestones.length, startDate, endDate);
  const dueOf = (section: string, i: number) => picked[section] ?? spread[i] ?? null;
  const peopleItems = people.map((p) => ({ id: p.id, name: p.name }));

  return (
    <FormDialog
      formId={FORM_ID}
      title={`Create project from ${quote.number}, revision ${quote.acceptedRevision}`}
      size="large"
      submitLabel="Create project"
      isPending={create.isPending}
      failure={formFailureOf(create.error)}
      onClose={onClose}
      onSubmit={() => {
        const milestoneDueDates: Record<string, string> = {};
        plan.milestones.forEach((m, i) => {
          const due = dueOf(m.section, i);
          if (due) milestoneDueDates[m.section] = due;
        });
        // mutateAsync, not mutate's callbacks: the create refreshes the quote, whose page then
        // no longer offers "Create project" and unmounts this dialog before mutate's onSuccess
        // would run (no confirmation, no navigation). The promise settles regardless, and a
        // failure stays in the form through create.error.
        create
          .mutateAsync({
            name,
            code: code.trim() || undefined,
            billingType,
            managerId,
            startDate: startDate ?? undefined,
            endDate,
            milestoneDueDates,
            resources:
              billingType === 'timeAndMaterial'
                ? Object.entries(resources).flatMap(([role, userId]) =>
                    userId === null ? [] : [{ role, userId }],
                  )
                : [],
          })
          .then((result) => {
            snackbar.success(`Project ${result.project.code} created from ${quote.number}`);
            onClose();
            void navigate(`/projects/${result.project.id}/overview`);
          })
          .catch(() => undefined);
      }}
    >
      {options.existingProjects.length > 0 ? (
        <Callout tone="caution">
          Already created from this quote: {options.existingProjects.map((p) => p.code).join(', ')}.
          This creates another project.
        </Callout>
      ) : null}
      <TextField name="name" label="Name" isRequired autoFocus value={name} onChange={setName} />
      <TextField
        name="code"
        label="Code"
        description="Capital letters, digits, - or _; proposed: the next free code."
        value={code}
        onChange={setCode}
      />
      <Select
        name="billingType"
        label="Billing"
        items={BILLING_TYPES.map((b) => ({ id: b, name: BILLING_TYPE_TITLES[b] }))}
        value={billingType}
        onChange={(key) => key !== null && setBillingType(key as BillingType)}
      />
      <Select
        name="managerId"
        label="Manager"
        description="Leave empty to manage it yourself."
        isClearable
        items={peopleItems}
        value={managerId}
        onChange={(key) => setManagerId(key === null ? null : Number(key))}
      />
      <DatePicker name="startDate" label="Start" value={startDate} onChange={setStartDate} />
      <DatePicker
        name="endDate"
        label="End"
        description="Milestones are spread evenly up to the end date."
        value={endDate}
        onChange={setEndDate}
      />
      <p>
        Budget <strong>{formatMoney(plan.budget)}</strong> and{' '}
        <strong>{formatHours(plan.budgetMinutes)}</strong>, the accepted total and the quoted hours.
      </p>
      <Stack gap="small">
        <Text as="h3" size="medium" weight="strong">
          Milestones
        </Text>
        {plan.milestones.length === 0 ? (
          <Text as="p" tone="muted" size="small">
            The revision has no lines.
          </Text>
        ) : (
          <FigureTable>
            <thead>
              <tr>
                <th scope="col">Milestone</th>
                <th data-numeric scope="col">
                  Amount
                </th>
                <th data-numeric scope="col">
                  Hours
                </th>
                <th scope="col">Due</th>
              </tr>
            </thead>
            <tbody>
              {plan.milestones.map((m, i) => (
                <tr key={m.section}>
                  <th scope="row">{m.name}</th>
                  <td data-numeric>{formatMoney(m.amount)}</td>
                  <td data-numeric>{formatHours(m.minutes)}</td>
                  <td>
                    <DatePicker
                      name={`milestoneDueDates.${m.section}`}
                      aria-label={`Due date of ${m.name}`}
                      value={dueOf(m.section, i)}
                      onChange={(date) =>
                        setPicked((p) => {
                          const next = { ...p };
                          if (date) next[m.section] = date;
                          else delete next[m.section];
                          return next;
                        })
                      }
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        )}
      </Stack>
      <Stack gap="small">
        <Text as="h3" size="medium" weight="strong">
          Tasks
        </Text>
        {/* Only lines with hours become tasks: an expenses-only revision has none. */}
        {plan.tasks.length === 0 ? (
          <Text as="p" tone="muted" size="small">
            No line has hours, so no tasks are created.
          </Text>
        ) : (
          <FigureTable>
            <thead>
              <tr>
                <th scope="col">Task</th>
                <th scope="col">Milestone</th>
                <th scope="col">Role</th>
                <th data-numeric scope="col">
                  Estimate
                </th>
              </tr>
            </thead>
            <tbody>
              {plan.tasks.map((t) => (
                <tr key={t.lineKey}>
                  <th scope="row">{t.name}</th>
                  <td>{t.section}</td>
                  <td>{t.role || '—'}</td>
                  <td data-numeric>{formatHours(t.estimateMinutes)}</td>
                </tr>
              ))}
            </tbody>
          </FigureTable>
        )}
      </Stack>
      {billingType === 'timeAndMaterial' ? (
        <Stack gap="small">
          <Text as="h3" size="medium" weight="strong">
            Who bills each role
          </Text>
          <Text as="p" tone="muted" size="small">
            The contract bills each person at the role&apos;s rate in the revision; more people can
            be added on the contract&apos;s page.
          </Text>
          {plan.roleRates.map((r, i) => (
            <Select
              key={r.role}
              name={`resources.${i}.userId`}
              label={`${r.role} (${formatMoney(r.hourlyRate)}/h, ${formatHours(r.minutes)})`}
              isClearable
              items={peopleItems}
              value={resources[r.role] ?? null}
              onChange={(key) =>
                setResources((all) => ({ ...all, [r.role]: key === null ? null : Number(key) }))
              }
            />
          ))}
        </Stack>
      ) : null}
    </FormDialog>
  );
}
