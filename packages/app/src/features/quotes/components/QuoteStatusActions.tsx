import { QUOTE_STATUS_MOVES, QUOTE_STATUS_TITLES, type Quote, type QuoteStatus } from '@keel/types';
import { Button, Inline, snackbar, Stack, Text } from '@keel/ui';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import { useQuoteStatusMutation } from '../quotes.mutations';
import * as styles from '../quote.css';
import { QuoteStatusBadge } from './QuoteStatusBadge';

function moveLabel(to: QuoteStatus, quote: Quote): string {
  switch (to) {
    case 'sent':
      return 'Mark as sent';
    case 'accepted':
      return quote.currentRevision === null ? 'Accept' : `Accept revision ${quote.currentRevision}`;
    case 'rejected':
      return 'Mark as rejected';
    case 'expired':
      return 'Mark as expired';
    case 'draft':
      return 'Back to draft';
  }
}

/**
 * The status moves `QUOTE_STATUS_MOVES` allows from the current status, one
 * button each; accepting names the revision it accepts (the latest). The
 * server decides; a refused move (409) is shown, not hidden.
 */
export function QuoteStatusActions({
  quote,
  canManage,
  blockedReason,
  onReload,
}: {
  quote: Quote;
  canManage: boolean;
  /** Why the moves are disabled now (unsaved draft changes), or null. */
  blockedReason: string | null;
  onReload: () => void;
}) {
  const move = useQuoteStatusMutation(quote.id);
  const failure = formFailureOf(move.error);
  const moves = QUOTE_STATUS_MOVES[quote.status].filter(
    (to) =>
      // Re-accepting only makes sense when a newer revision waits.
      !(to === 'accepted' && quote.status === 'accepted') ||
      (quote.currentRevision ?? 0) > (quote.acceptedRevision ?? 0),
  );
  return (
    <Stack gap="small">
      <Inline gap="small">
        <span>Status:</span>
        <QuoteStatusBadge status={quote.status} />
        {quote.acceptedRevision !== null ? (
          <span data-testid="accepted-revision">Accepted revision: {quote.acceptedRevision}</span>
        ) : null}
        {quote.currentRevision !== null ? (
          <Text tone="muted" size="small">
            Latest revision: {quote.currentRevision}
          </Text>
        ) : null}
      </Inline>
      {canManage && !quote.archived ? (
        <div className={styles.screenOnly}>
          <Stack gap="small">
            <Inline gap="small">
              {moves.map((to) => {
                const noRevision = to === 'accepted' && quote.currentRevision === null;
                return (
                  <Button
                    key={to}
                    variant={to === 'accepted' ? 'primary' : 'secondary'}
                    isDisabled={Boolean(blockedReason) || noRevision || move.isPending}
                    onPress={() =>
                      move.mutate(
                        { version: quote.version, status: to },
                        {
                          onSuccess: (updated) =>
                            snackbar.success(
                              updated.status === 'accepted'
                                ? `Quote accepted (revision ${updated.acceptedRevision})`
                                : `Quote is now ${QUOTE_STATUS_TITLES[updated.status].toLowerCase()}`,
                            ),
                        },
                      )
                    }
                  >
                    {moveLabel(to, quote)}
                  </Button>
                );
              })}
            </Inline>
            {blockedReason ? (
              <Text as="p" tone="muted" size="small">
                {blockedReason}
              </Text>
            ) : null}
            {quote.status === 'sent' && quote.currentRevision === null ? (
              <Text as="p" tone="muted" size="small">
                Freeze a revision first: accepting records the latest one.
              </Text>
            ) : null}
            {quote.changedSinceRevision && quote.currentRevision !== null ? (
              <Text as="p" tone="muted" size="small">
                The draft has changed since revision {quote.currentRevision}; accepting accepts
                revision {quote.currentRevision}, not the draft.
              </Text>
            ) : null}
            <FormFeedback failure={failure} onReload={onReload} />
          </Stack>
        </div>
      ) : null}
    </Stack>
  );
}
