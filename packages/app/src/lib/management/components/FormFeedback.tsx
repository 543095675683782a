import { Button, Callout } from '@keel/ui';
import type { FormFailure } from '../form-errors';

/**
 * The message of a failed save that no field carries: a 409 offers a reload
 * (UI.md: "changed by someone else" with a reload), other messages are read out.
 */
export function FormFeedback({
  failure,
  onReload,
}: {
  failure: FormFailure | null;
  onReload?: () => void;
}) {
  if (!failure?.message) return null;
  return (
    <Callout
      tone={failure.conflict ? 'caution' : 'critical'}
      action={
        failure.conflict && onReload ? (
          <Button size="small" onPress={onReload}>
            Reload
          </Button>
        ) : null
      }
    >
      {failure.message}
    </Callout>
  );
}
