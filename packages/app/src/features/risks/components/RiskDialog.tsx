import { useQuery } from '@tanstack/react-query';
import { Badge, Checkbox, DatePicker, MarkdownEditor, Radio, RadioGroup, Select } from '@keel/ui';
import {
  RISK_KINDS,
  RISK_STATUSES,
  isCriticalSeverity,
  riskSeverity,
  type Risk,
  type RiskKind,
  type RiskStatus,
} from '@keel/types';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { NameField } from '../../../lib/management/components/NameField';
import { useFields } from '../../../lib/management/useFields';
import { useSaveRiskMutation } from '../risks.mutations';
import {
  RISK_KIND_LABELS,
  RISK_STATUS_LABELS,
  SEVERITY_BAND_LABELS,
  severityBand,
} from '../risk-model';
import * as styles from '../risks.css';
import { projectMembersQueryOptions } from '../../projects';

const NOBODY = 'nobody';

const PROBABILITY_WORDS = ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'] as const;
const IMPACT_WORDS = ['Negligible', 'Minor', 'Moderate', 'Major', 'Severe'] as const;

const kindItems = RISK_KINDS.map((id) => ({ id, name: RISK_KIND_LABELS[id] }));
const statusItems = RISK_STATUSES.map((id) => ({ id, name: RISK_STATUS_LABELS[id] }));

/** A 1-5 rating as a row of radios, each named by its number and word. */
function RatingPicker({
  name,
  label,
  words,
  value,
  onChange,
}: {
  name: string;
  label: string;
  words: readonly string[];
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <RadioGroup
      label={label}
      name={name}
      orientation="horizontal"
      isRequired
      value={String(value)}
      onChange={(next) => onChange(Number(next))}
    >
      {words.map((word, i) => (
        <Radio key={word} value={String(i + 1)}>
          {`${i + 1} ${word}`}
        </Radio>
      ))}
    </RadioGroup>
  );
}

/**
 * Raise or edit a risk or issue: kind, title, Markdown description and
 * mitigation, probability and impact (the severity they make shows as they
 * change), owner among the project's team, status, due date and whether the
 * project's stakeholders see it.
 */
export function RiskDialog({
  projectId,
  risk,
  onClose,
  onReload,
  onSaved,
}: {
  projectId: number;
  /** The item to edit; null to raise one. */
  risk: Risk | null;
  onClose: () => void;
  onReload: () => void;
  onSaved?: (saved: Risk) => void;
}) {
  const { values, set, field } = useFields({
    kind: risk?.kind ?? ('risk' as RiskKind),
    title: risk?.title ?? '',
    description: risk?.description ?? '',
    probability: risk?.probability ?? 3,
    impact: risk?.impact ?? 3,
    ownerId: risk?.owner?.id ?? (null as number | null),
    status: risk?.status ?? ('open' as RiskStatus),
    dueDate: risk?.dueDate ?? (null as string | null),
    mitigation: risk?.mitigation ?? '',
    sharedWithStakeholders: risk?.sharedWithStakeholders ?? false,
  });
  const { kind, ownerId } = values;
  const members = useQuery(projectMembersQueryOptions(projectId));
  const save = useSaveRiskMutation(projectId, risk);
  const severity = riskSeverity(values.probability, values.impact);

  // The owner is one of the team (never a stakeholder); a former owner stays choosable.
  const team = (members.data ?? []).filter((m) => m.role !== 'stakeholder' && !m.external);
  const ownerItems = [
    { id: NOBODY, name: 'Nobody yet' },
    ...team.map((m) => ({ id: String(m.id), name: m.name })),
    ...(risk?.owner && !team.some((m) => m.id === risk.owner?.id)
      ? [{ id: String(risk.owner.id), name: risk.owner.name }]
      : []),
  ];
  const noun = kind === 'issue' ? 'issue' : 'risk';

  return (
    <SaveDialog
      title={risk ? `Edit ${risk.title}` : 'New risk or issue'}
      submitLabel={risk ? 'Save' : `Raise ${noun}`}
      size="large"
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => ({ ...values, title: values.title.trim() })}
      savedMessage={(saved) => (risk ? `${saved.title} saved` : `${saved.title} raised`)}
      onSaved={onSaved}
    >
      <Select
        name="kind"
        label="Kind"
        items={kindItems}
        value={kind}
        description="A risk may happen; an issue has happened."
        onChange={(key) => key !== null && set({ kind: key as RiskKind })}
      />
      <NameField {...field('title')} label="Title" max={200} />
      <MarkdownEditor {...field('description')} label="Description" />
      <RatingPicker {...field('probability')} label="Probability" words={PROBABILITY_WORDS} />
      <RatingPicker {...field('impact')} label="Impact" words={IMPACT_WORDS} />
      <p className={styles.filterNote} aria-live="polite" data-testid="live-severity">
        <span>
          Severity {severity} ({SEVERITY_BAND_LABELS[severityBand(severity)].toLowerCase()})
        </span>
        {isCriticalSeverity(severity) ? <Badge tone="critical">Critical</Badge> : null}
      </p>
      <Select
        name="ownerId"
        label="Owner"
        items={ownerItems}
        isLoading={members.isPending}
        value={ownerId === null ? NOBODY : String(ownerId)}
        onChange={(key) => set({ ownerId: key === null || key === NOBODY ? null : Number(key) })}
      />
      <Select
        name="status"
        label="Status"
        items={statusItems}
        value={values.status}
        onChange={(key) => key !== null && set({ status: key as RiskStatus })}
      />
      <DatePicker {...field('dueDate')} label="Due date" />
      <MarkdownEditor {...field('mitigation')} label="Mitigation" />
      <Checkbox
        name="sharedWithStakeholders"
        isSelected={values.sharedWithStakeholders}
        onChange={(sharedWithStakeholders) => set({ sharedWithStakeholders })}
      >
        Shared with the project&apos;s stakeholders
      </Checkbox>
    </SaveDialog>
  );
}
