import { useQuery } from '@tanstack/react-query';
import type { Quote } from '@keel/types';
import { Card, Skeleton, Stack } from '@keel/ui';
import { LoadFailed } from '../../../lib/management/components/LoadFailed';
import { quoteRevisionsQueryOptions } from '../quotes.queries';
import { QuoteStatusActions } from './QuoteStatusActions';
import { RevisionsTimeline } from './RevisionsTimeline';
import * as styles from '../quote.css';

/** A quote's status actions and its revisions (a template has neither). */
export function QuoteProgress({
  quote,
  canManage,
  canEdit,
  dirty,
  onReload,
}: {
  quote: Quote;
  canManage: boolean;
  canEdit: boolean;
  /** Unsaved draft changes: status moves and freezing wait for them. */
  dirty: boolean;
  onReload: () => void;
}) {
  const revisions = useQuery(quoteRevisionsQueryOptions(quote.id));
  return (
    <div className={styles.screenOnly}>
      <Stack gap="large">
        <Card title="Status" headingLevel={2}>
          <QuoteStatusActions
            quote={quote}
            canManage={canManage}
            blockedReason={dirty ? 'Save or discard the draft changes first.' : null}
            onReload={onReload}
          />
        </Card>
        {revisions.isPending ? (
          <Skeleton lines={3} label="Loading the revisions" />
        ) : revisions.isError ? (
          <LoadFailed what="The revisions" onRetry={() => void revisions.refetch()} />
        ) : (
          <RevisionsTimeline
            quote={quote}
            revisions={revisions.data}
            canFreeze={canEdit}
            draftDirty={dirty}
            onReload={onReload}
          />
        )}
      </Stack>
    </div>
  );
}
