import { type ReactNode } from 'react';
import { Button, Form, Inline, Popover, Stack } from '@keel/ui';
import * as styles from '../tasks-list.css';

/**
 * The popover of an inline edit: the cell's text as a ghost button that opens
 * a small form (its fields, Cancel and Save) titled after what it edits.
 */
export function CellEditPopover({
  title,
  isOpen,
  onOpenChange,
  trigger,
  triggerLabel,
  isPending,
  onSubmit,
  children,
}: {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  triggerLabel: string;
  isPending: boolean;
  onSubmit: () => void;
  children: ReactNode;
}) {
  return (
    <Popover
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      trigger={
        <Button size="small" variant="ghost" isDisabled={isPending} aria-label={triggerLabel}>
          {trigger}
        </Button>
      }
    >
      <Form aria-label={title} onSubmit={onSubmit}>
        <div className={styles.editForm}>
          <Stack gap="medium">
            {children}
            <Inline gap="small" justify="end">
              <Button size="small" onPress={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button size="small" type="submit" variant="primary">
                Save
              </Button>
            </Inline>
          </Stack>
        </div>
      </Form>
    </Popover>
  );
}
