import { useState } from 'react';
import { Button, Inline, Stack } from '@keel/ui';
import * as styles from '../management.css';

/** An absolute URL for a link the API may answer relative to the app's origin. */
export function absoluteUrl(url: string): string {
  return new URL(url, window.location.origin).toString();
}

/** A link to hand over (invitation, password reset) with a Copy button. */
export function CopyLink({ url, label }: { url: string; label: string }) {
  const [copied, setCopied] = useState(false);
  const full = absoluteUrl(url);
  return (
    <Stack>
      <div className={styles.linkBox} aria-label={label} role="group">
        <a href={full}>{full}</a>
      </div>
      <Inline>
        <Button
          size="small"
          onPress={() => {
            void navigator.clipboard?.writeText(full).then(
              () => setCopied(true),
              () => setCopied(false),
            );
          }}
        >
          {copied ? 'Copied' : 'Copy link'}
        </Button>
      </Inline>
    </Stack>
  );
}
