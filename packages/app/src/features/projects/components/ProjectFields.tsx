import { PROJECT_CODE_PATTERN, type Project } from '@keel/types';
import { DatePicker, NumberField, Select, TextField } from '@keel/ui';
import { notBefore, required } from '../../../lib/management/rules';
import { fieldsOf } from '../../../lib/management/useFields';

/** The code of the project forms (create dialog and general settings), when typed. */
const codeRule = (value: string) =>
  !value.trim() ||
  PROJECT_CODE_PATTERN.test(value.trim()) ||
  'Use 2-32 capital letters, digits, - or _';

export interface ProjectNaming {
  name: string;
  code: string;
  client: string;
}

/**
 * Name, code and client of a project. On creation the code may be left empty
 * (the API gives the next one, named in `codeDescription`); once set it is required.
 */
export function ProjectNamingFields({
  value,
  onChange,
  isCodeRequired,
  codeDescription,
  autoFocus,
}: {
  value: ProjectNaming;
  onChange: (patch: Partial<ProjectNaming>) => void;
  isCodeRequired?: boolean;
  codeDescription?: string;
  autoFocus?: boolean;
}) {
  const field = fieldsOf(value, onChange);
  return (
    <>
      <TextField
        label="Name"
        {...field('name')}
        autoFocus={autoFocus}
        isRequired
        maxLength={200}
        rules={[required('Name')]}
      />
      <TextField
        label="Code"
        name="code"
        isRequired={isCodeRequired}
        description={codeDescription}
        maxLength={32}
        value={value.code}
        onChange={(code) => onChange({ code: code.toUpperCase() })}
        rules={isCodeRequired ? [required('Code'), codeRule] : [codeRule]}
      />
      <TextField label="Client" {...field('client')} maxLength={200} />
    </>
  );
}

export interface ProjectSetup {
  managerId: number | null;
  status: Project['status'];
  billingType: Project['billingType'];
  startDate: string | null;
  endDate: string | null;
}

/** The choices the API offers both project forms (create options and edit options). */
interface ProjectSetupChoices {
  managers: { id: number; name: string }[];
  statuses: { value: string; title: string }[];
  billingTypes: { value: string; title: string }[];
}

const selectItems = (choices: { value: string; title: string }[] | undefined) =>
  (choices ?? []).map((c) => ({ id: c.value, name: c.title }));

/**
 * Manager, status, billing type and dates of a project, as the create dialog
 * and the general settings both edit them; `choices` is undefined while loading.
 */
export function ProjectSetupFields({
  value,
  onChange,
  choices,
  isLoading,
}: {
  value: ProjectSetup;
  onChange: (patch: Partial<ProjectSetup>) => void;
  choices: ProjectSetupChoices | undefined;
  isLoading?: boolean;
}) {
  const field = fieldsOf(value, onChange);
  return (
    <>
      <Select
        label="Manager"
        name="managerId"
        isClearable
        isLoading={isLoading}
        items={(choices?.managers ?? []).map((m) => ({ id: m.id, name: m.name }))}
        value={value.managerId}
        onChange={(id) => onChange({ managerId: id === null ? null : Number(id) })}
      />
      <Select
        label="Status"
        name="status"
        isLoading={isLoading}
        items={selectItems(choices?.statuses)}
        value={value.status}
        onChange={(id) => id !== null && onChange({ status: id as ProjectSetup['status'] })}
      />
      <Select
        label="Billing type"
        name="billingType"
        isLoading={isLoading}
        items={selectItems(choices?.billingTypes)}
        value={value.billingType}
        onChange={(id) =>
          id !== null && onChange({ billingType: id as ProjectSetup['billingType'] })
        }
      />
      <DatePicker label="Start date" {...field('startDate')} />
      <DatePicker
        label="End date"
        {...field('endDate')}
        rules={[notBefore(value.startDate, 'The end date must not be before the start date')]}
      />
    </>
  );
}

export interface ProjectBudget {
  /** In major units of the project's currency, as typed. */
  budget: number | null;
  /** Hours, as typed. */
  budgetHours: number | null;
}

/** Budget and budget hours, as the create dialog and the general settings both edit them. */
export function ProjectBudgetFields({
  value,
  onChange,
  currency,
}: {
  value: ProjectBudget;
  onChange: (change: Partial<ProjectBudget>) => void;
  currency: string | undefined;
}) {
  return (
    <>
      <NumberField
        label={currency ? `Budget (${currency})` : 'Budget'}
        name="budgetAmount"
        minValue={0}
        formatOptions={{ maximumFractionDigits: 2 }}
        value={value.budget}
        onChange={(budget) => onChange({ budget })}
      />
      <NumberField
        label="Budget hours"
        name="budgetMinutes"
        minValue={0}
        value={value.budgetHours}
        onChange={(budgetHours) => onChange({ budgetHours })}
      />
    </>
  );
}
