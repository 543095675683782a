import { useRef, useState } from 'react';
import { Button, Callout, Inline, ProgressBar, Stack, Text, VisuallyHidden } from '@keel/ui';
import type { Import } from '@keel/types';
import { errorMessageOf, isApiError } from '../../../lib/api';
import { formatNumber } from '../../../lib/format';
import { rowsOf } from '../import-labels';
import { useCommitImportMutation, type CommitProgress } from '../imports.mutations';

/** A screen reader hears the live count at most this often (and once at the end). */
export const ANNOUNCE_EVERY_MS = 3000;

/** Why the commit waits, in words; null when it may go. */
function blockedBecause(record: Import, hasUnsavedChanges: boolean): string | null {
  if (hasUnsavedChanges) return 'The mapping has changed since the last check: check again first.';
  if (record.status === 'mapping') return 'Check the rows first.';
  if (record.counts.errors > 0)
    return `${formatNumber(record.counts.errors)} ${record.counts.errors === 1 ? 'row has' : 'rows have'} problems: fix them and check again.`;
  if (record.counts.rows === 0) return 'The file holds no rows.';
  return null;
}

/**
 * Writes every row in one transaction, or none: the button waits for a clean
 * dry run; while it runs a progress bar shows the live count the server
 * streams, and a polite live region reads it out now and then.
 */
export function CommitPanel({
  record,
  hasUnsavedChanges,
  onCommitted,
}: {
  record: Import;
  hasUnsavedChanges: boolean;
  onCommitted: () => void;
}) {
  const commit = useCommitImportMutation();
  const [progress, setProgress] = useState<CommitProgress | null>(null);
  const [announced, setAnnounced] = useState('');
  const lastAnnounced = useRef(0);
  const blocked = blockedBecause(record, hasUnsavedChanges);

  const onProgress = (next: CommitProgress) => {
    setProgress(next);
    const now = Date.now();
    if (now - lastAnnounced.current >= ANNOUNCE_EVERY_MS || next.processed >= next.total) {
      lastAnnounced.current = now;
      setAnnounced(`${rowsOf(next.processed, next.total)} written`);
    }
  };

  const start = () => {
    lastAnnounced.current = 0;
    setProgress({ processed: 0, total: record.counts.rows });
    setAnnounced('');
    commit.mutate({ record, onProgress }, { onSuccess: onCommitted });
  };

  return (
    <Stack gap="medium">
      <Text>
        Writes all {formatNumber(record.counts.rows)} rows in one go, or none of them if one fails.
        It can be rolled back while none of its records has changed since.
      </Text>
      <Inline gap="small" align="center">
        <Button
          variant="primary"
          isDisabled={blocked !== null || commit.isPending}
          isLoading={commit.isPending}
          onPress={start}
        >
          Commit
        </Button>
        {blocked ? (
          <Text tone="muted" size="small">
            {blocked}
          </Text>
        ) : null}
      </Inline>
      {commit.isPending && progress ? (
        <ProgressBar
          label="Writing rows"
          value={progress.processed}
          minValue={0}
          maxValue={Math.max(progress.total, 1)}
          valueLabel={rowsOf(progress.processed, progress.total)}
        />
      ) : null}
      <VisuallyHidden>
        <span role="status" aria-live="polite" aria-atomic="true">
          {commit.isPending ? announced : ''}
        </span>
      </VisuallyHidden>
      {commit.isError ? (
        <Callout tone="critical">
          {isApiError(commit.error) && !commit.error.isNetworkError
            ? `Nothing was written. ${errorMessageOf(commit.error)}`
            : 'The answer was cut off before the end: the page shows the import as it now stands.'}
        </Callout>
      ) : null}
    </Stack>
  );
}
