import { Button } from '../Button/Button';
import { Callout, type CalloutProps } from '../Callout/Callout';

export interface DismissibleCalloutProps extends Omit<CalloutProps, 'action'> {
  /** Called by the Dismiss button: hide the message. */
  onDismiss: () => void;
}

/** A Callout the reader closes with its Dismiss button (a conflict noted, a move refused). */
export function DismissibleCallout({ onDismiss, ...props }: DismissibleCalloutProps) {
  return (
    <Callout
      {...props}
      action={
        <Button size="small" onPress={onDismiss}>
          Dismiss
        </Button>
      }
    />
  );
}
