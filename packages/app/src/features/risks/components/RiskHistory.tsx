import { ItemList, ItemListItem, Text } from '@keel/ui';
import type { RiskField, RiskHistoryEntry } from '@keel/types';
import { formatInstant } from '../../../lib/format';

const FIELD_LABELS: Record<RiskField, string> = {
  kind: 'kind',
  title: 'title',
  description: 'description',
  probability: 'probability',
  impact: 'impact',
  owner: 'owner',
  status: 'status',
  dueDate: 'due date',
  mitigation: 'mitigation',
  sharedWithStakeholders: 'shared with stakeholders',
};
/** Long Markdown fields are said to have changed, not quoted. */
const LONG_FIELDS: readonly RiskField[] = ['description', 'mitigation'];

/** One field's change in words: "status Open → Mitigating", "owner set to Pat". */
export function describeRiskChange(change: {
  field: RiskField;
  from: string | null;
  to: string | null;
}): string {
  const name = FIELD_LABELS[change.field];
  if (LONG_FIELDS.includes(change.field)) return `changed the ${name}`;
  if (change.from === null || change.from === '') return `set the ${name} to ${change.to ?? '—'}`;
  if (change.to === null || change.to === '') return `cleared the ${name} (was ${change.from})`;
  return `changed the ${name} from ${change.from} to ${change.to}`;
}

/** The history of an item, newest first: who saved what, and when. */
export function RiskHistory({ history }: { history: readonly RiskHistoryEntry[] }) {
  if (history.length === 0)
    return (
      <Text as="p" tone="muted">
        No changes recorded.
      </Text>
    );
  return (
    <ItemList as="ol" aria-label="History of changes">
      {history.map((entry) => (
        <ItemListItem key={entry.id}>
          <div>
            <span>
              <strong>{entry.by?.name ?? 'Former user'}</strong>{' '}
              {entry.created
                ? 'raised the item'
                : entry.changes.map(describeRiskChange).join('; ') || 'saved without changes'}
            </span>
            <Text as="div" tone="muted" size="small">
              {formatInstant(entry.at)}
            </Text>
          </div>
        </ItemListItem>
      ))}
    </ItemList>
  );
}
