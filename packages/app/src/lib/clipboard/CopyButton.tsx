import { Button } from '@keel/ui';

/** Where a copy stands: not tried, done, or refused (no clipboard here: the user copies by hand). */
export type CopyState = 'idle' | 'copied' | 'failed';

/**
 * Copies `text` (a secret shown once: a token, a link) to the clipboard and
 * says so on the button; `onCopy` hears how it went, so the caller can show
 * the copy-by-hand hint when the clipboard is missing or refuses.
 */
export function CopyButton({
  text,
  label,
  state,
  onCopy,
}: {
  text: string | null;
  label: string;
  state: CopyState;
  onCopy: (state: CopyState) => void;
}) {
  return (
    <Button
      icon={state === 'copied' ? 'check' : undefined}
      onPress={() => {
        if (!navigator.clipboard || !text) {
          onCopy('failed');
          return;
        }
        navigator.clipboard.writeText(text).then(
          () => onCopy('copied'),
          () => onCopy('failed'),
        );
      }}
    >
      {state === 'copied' ? 'Copied' : label}
    </Button>
  );
}
