import { IconButton, Inline } from '@keel/ui';

/** A list row's delete button; `label` names what goes (its accessible name). */
export function RowDeleteButton({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <IconButton icon="trash" size="small" variant="ghost" aria-label={label} onPress={onPress} />
  );
}

/** The edit and delete buttons of a list row, named after the record; no `onDelete`, no delete button. */
export function RowEditDeleteActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete?: () => void;
}) {
  return (
    <Inline as="span">
      <IconButton
        icon="edit"
        size="small"
        variant="ghost"
        aria-label={`Edit ${name}`}
        onPress={onEdit}
      />
      {onDelete ? <RowDeleteButton label={`Delete ${name}`} onPress={onDelete} /> : null}
    </Inline>
  );
}
