import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Checkbox,
  DatePicker,
  MarkdownEditor,
  Radio,
  RadioGroup,
  Select,
  TextField,
} from '@keel/ui';
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
import { maxLength, required } from '../../../lib/management/rules';
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
  label,
  words,
  value,
  onChange,
}: {
  label: string;
  words: readonly string[];
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <RadioGroup
      label={label}
      name={label.toLowerCase()}
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
  const [kind, setKind] = useState<RiskKind>(risk?.kind ?? 'risk');
  const [title, setTitle] = useState(risk?.title ?? '');
  const [description, setDescription] = useState(risk?.description ?? '');
  const [probability, setProbability] = useState(risk?.probability ?? 3);
  const [impact, setImpact] = useState(risk?.impact ?? 3);
  const [ownerId, setOwnerId] = useState<number | null>(risk?.owner?.id ?? null);
  const [status, setStatus] = useState<RiskStatus>(risk?.status ?? 'open');
  const [dueDate, setDueDate] = useState<string | null>(risk?.dueDate ?? null);
  const [mitigation, setMitigation] = useState(risk?.mitigation ?? '');
  const [shared, setShared] = useState(risk?.sharedWithStakeholders ?? false);
  const members = useQuery(projectMembersQueryOptions(projectId));
  const save = useSaveRiskMutation(projectId, risk);
  const severity = riskSeverity(probability, impact);

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
      values={() => ({
        kind,
        title: title.trim(),
        description,
        probability,
        impact,
        ownerId,
        status,
        dueDate,
        mitigation,
        sharedWithStakeholders: shared,
      })}
      savedMessage={(saved) => (risk ? `${saved.title} saved` : `${saved.title} raised`)}
      onSaved={onSaved}
    >
      <Select
        name="kind"
        label="Kind"
        items={kindItems}
        value={kind}
        description="A risk may happen; an issue has happened."
        onChange={(key) => key !== null && setKind(key as RiskKind)}
      />
      <TextField
        name="title"
        label="Title"
        isRequired
        autoFocus
        value={title}
        onChange={setTitle}
        rules={[required('Title'), maxLength(200)]}
      />
      <MarkdownEditor
        name="description"
        label="Description"
        value={description}
        onChange={setDescription}
      />
      <RatingPicker
        label="Probability"
        words={PROBABILITY_WORDS}
        value={probability}
        onChange={setProbability}
      />
      <RatingPicker label="Impact" words={IMPACT_WORDS} value={impact} onChange={setImpact} />
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
        onChange={(key) => setOwnerId(key === null || key === NOBODY ? null : Number(key))}
      />
      <Select
        name="status"
        label="Status"
        items={statusItems}
        value={status}
        onChange={(key) => key !== null && setStatus(key as RiskStatus)}
      />
      <DatePicker name="dueDate" label="Due date" value={dueDate} onChange={setDueDate} />
      <MarkdownEditor
        name="mitigation"
        label="Mitigation"
        value={mitigation}
        onChange={setMitigation}
      />
      <Checkbox name="sharedWithStakeholders" isSelected={shared} onChange={setShared}>
        Shared with the project&apos;s stakeholders
      </Checkbox>
    </SaveDialog>
  );
}
