import { Button, Callout } from '@keel/ui';

/**
 * What a management list shows in place of its rows when they could not be
 * loaded: the error policy has already said why (SPEC §8); the list must not
 * claim to be empty, and offers to try again.
 */
export function LoadFailed({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Callout
      tone="critical"
      announce="none"
      action={
        <Button size="small" onPress={onRetry}>
          Try again
        </Button>
      }
    >
      {what} could not be loaded.
    </Callout>
  );
}
