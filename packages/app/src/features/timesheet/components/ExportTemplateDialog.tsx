import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Checkbox,
  IconButton,
  Inline,
  MultiSelect,
  Radio,
  RadioGroup,
  Select,
  Text,
} from '@keel/ui';
import {
  TIMESHEET_EXPORT_COLUMN_LABELS,
  TIMESHEET_EXPORT_COLUMNS,
  TIMESHEET_EXPORT_MONEY_COLUMNS,
  type TimesheetExportColumn,
  type TimesheetExportFormat,
  type TimesheetExportTemplate,
} from '@keel/types';
import { formFailureOf } from '../../../lib/management/form-errors';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { projectItems, userItems } from '../../../lib/management/choices';
import { useFields } from '../../../lib/management/useFields';
import { useSaveExportTemplateMutation } from '../timesheet.mutations';
import * as styles from './export-templates.css';
import { currentUserQueryOptions } from '../../../lib/session';
import {
  canPickProjects,
  canPickTeams,
  canPickUsers,
  projectChoicesQueryOptions,
  teamChoicesQueryOptions,
  userChoicesQueryOptions,
} from '../../../lib/pickers';

/** A new template's columns: who worked on what, when, how long. */
const DEFAULT_COLUMNS: TimesheetExportColumn[] = [
  'date',
  'user',
  'projectCode',
  'project',
  'task',
  'timesheetTask',
  'hours',
  'note',
];

const FORMATS = [
  { id: 'xlsx', name: 'Excel workbook (XLSX)' },
  { id: 'csv', name: 'CSV' },
];

type Billable = TimesheetExportTemplate['filters']['billable'];

/** Create an export template, or change one: name, format, columns in order, filters. */
export function ExportTemplateDialog({
  template,
  onClose,
  onReload,
}: {
  /** The template to edit; null to create one. */
  template: TimesheetExportTemplate | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const { data: me } = useQuery(currentUserQueryOptions());
  const { values, set, field } = useFields({
    name: template?.name ?? '',
    format: template?.format ?? ('xlsx' as TimesheetExportFormat),
    userIds: template?.filters.userIds ?? [],
    teamIds: template?.filters.teamIds ?? [],
    projectIds: template?.filters.projectIds ?? [],
    billable: template?.filters.billable ?? ('all' as Billable),
  });
  const { name, format, userIds, teamIds, projectIds, billable } = values;
  const initial = template?.columns ?? DEFAULT_COLUMNS;
  const [order, setOrder] = useState<TimesheetExportColumn[]>([
    ...initial,
    ...TIMESHEET_EXPORT_COLUMNS.filter((c) => !initial.includes(c)),
  ]);
  const [chosen, setChosen] = useState<ReadonlySet<TimesheetExportColumn>>(new Set(initial));
  const [columnsTouched, setColumnsTouched] = useState(false);

  const users = useQuery({ ...userChoicesQueryOptions(), enabled: canPickUsers(me) });
  const teams = useQuery({ ...teamChoicesQueryOptions(), enabled: canPickTeams(me) });
  const projects = useQuery({ ...projectChoicesQueryOptions(), enabled: canPickProjects(me) });
  const save = useSaveExportTemplateMutation(template);
  const failure = formFailureOf(save.error);
  const columns = order.filter((c) => chosen.has(c));
  // Who may list people, teams or projects narrows the file to some of them.
  const filterPickers = [
    {
      name: 'userIds',
      label: 'Only these people',
      description: 'None chosen: everyone whose time you may read.',
      mayPick: canPickUsers(me),
      items: userItems(users.data),
    },
    {
      name: 'teamIds',
      label: 'Only members of these teams',
      description: 'None chosen: every team.',
      mayPick: canPickTeams(me),
      items: (teams.data ?? []).map((t) => ({ id: t.id, name: t.name })),
    },
    {
      name: 'projectIds',
      label: 'Only these projects',
      description: 'None chosen: all time, on projects and on timesheet tasks.',
      mayPick: canPickProjects(me),
      items: projectItems(projects.data),
    },
  ] as const;
  const columnsError =
    columnsTouched && columns.length === 0
      ? 'Choose at least one column'
      : (failure?.fieldErrors?.columns ?? null);

  /** Moves a column one place and keeps the keyboard focus on a button of its row. */
  function move(column: TimesheetExportColumn, by: -1 | 1) {
    const from = order.indexOf(column);
    const to = from + by;
    if (to < 0 || to >= order.length) return;
    const next = [...order];
    next.splice(from, 1);
    next.splice(to, 0, column);
    setOrder(next);
    const keep = to === 0 ? 'down' : to === next.length - 1 ? 'up' : by < 0 ? 'up' : 'down';
    requestAnimationFrame(() =>
      document.getElementById(`export-column-${column}-${keep}`)?.focus(),
    );
  }

  return (
    <SaveDialog
      size="large"
      title={template ? `Edit export template ${template.name}` : 'New export template'}
      submitLabel={template ? 'Save' : 'Create template'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => {
        setColumnsTouched(true);
        if (columns.length === 0) return null;
        return {
          name: name.trim(),
          format,
          columns,
          filters: { userIds, teamIds, projectIds, billable },
        };
      }}
      savedMessage={(saved) =>
        template ? 'Export template saved' : `Template ${saved.name} created`
      }
    >
      <NameField {...field('name')} max={120} />
      <Select
        name="format"
        label="Format"
        items={FORMATS}
        value={format}
        onChange={(key) => key !== null && set({ format: key as TimesheetExportFormat })}
      />
      <fieldset className={styles.fieldset} aria-describedby="export-columns-help">
        <legend className={styles.legend}>Columns</legend>
        <Text as="p" tone="muted" id="export-columns-help">
          Tick the columns the file has; move them up or down to set their order. The cost columns
          are left out of the file for people who may not see employee costs.
        </Text>
        <ol className={styles.columnList}>
          {order.map((column, index) => {
            const label = TIMESHEET_EXPORT_COLUMN_LABELS[column];
            const position = chosen.has(column) ? columns.indexOf(column) + 1 : null;
            return (
              <li key={column} className={styles.columnRow}>
                <Inline as="span" gap="small">
                  <Text tone="muted" numeric aria-hidden="true">
                    {position ?? ''}
                  </Text>
                  <Checkbox
                    isSelected={chosen.has(column)}
                    onChange={(selected) => {
                      setColumnsTouched(true);
                      const next = new Set(chosen);
                      if (selected) next.add(column);
                      else next.delete(column);
                      setChosen(next);
                    }}
                  >
                    {TIMESHEET_EXPORT_MONEY_COLUMNS.includes(column) ? `${label} (cost)` : label}
                  </Checkbox>
                </Inline>
                <Inline as="span" gap="xxsmall">
                  <IconButton
                    id={`export-column-${column}-up`}
                    icon="arrowUp"
                    size="small"
                    aria-label={`Move ${label} up`}
                    isDisabled={index === 0}
                    onPress={() => move(column, -1)}
                  />
                  <IconButton
                    id={`export-column-${column}-down`}
                    icon="arrowDown"
                    size="small"
                    aria-label={`Move ${label} down`}
                    isDisabled={index === order.length - 1}
                    onPress={() => move(column, 1)}
                  />
                </Inline>
              </li>
            );
          })}
        </ol>
        <Text as="p" tone="muted" aria-live="polite">
          {columns.length === 0
            ? 'No column chosen.'
            : `In the file: ${columns.map((c) => TIMESHEET_EXPORT_COLUMN_LABELS[c]).join(', ')}.`}
        </Text>
        {columnsError ? (
          <Text as="p" tone="critical" role="alert">
            {columnsError}
          </Text>
        ) : null}
      </fieldset>
      {filterPickers.map((picker) =>
        picker.mayPick ? (
          <MultiSelect
            key={picker.name}
            name={`filters.${picker.name}`}
            label={picker.label}
            description={picker.description}
            items={picker.items}
            value={values[picker.name]}
            onChange={(keys) => field(picker.name).onChange(keys.map(Number))}
          />
        ) : null,
      )}
      <RadioGroup
        name="filters.billable"
        label="Billable"
        orientation="horizontal"
        value={billable}
        onChange={(value) => set({ billable: value as Billable })}
      >
        <Radio value="all">All time</Radio>
        <Radio value="billable">Billable only</Radio>
        <Radio value="notBillable">Not billable only</Radio>
      </RadioGroup>
    </SaveDialog>
  );
}
