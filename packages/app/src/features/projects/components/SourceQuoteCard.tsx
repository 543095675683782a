import { useQuery } from '@tanstack/react-query';
import type { Project } from '@keel/types';
import { Callout, Card, Link, Stack, Text } from '@keel/ui';
import { may } from '../../../lib/session';
import { currentUserQueryOptions } from '../../../lib/session';
import { UpdateProjectFromQuoteButton, updateFromQuoteOptionsQueryOptions } from '../../quotes';

/**
 * The quote the project was created from (shown to readers of its figures)
 * and, when the quote has a newer accepted revision, the way to apply it.
 */
export function SourceQuoteCard({
  project,
  canUpdate,
}: {
  project: Project;
  /** The project's updateProject: only then is the update offered. */
  canUpdate: boolean;
}) {
  const me = useQuery(currentUserQueryOptions()).data;
  const source = project.sourceQuote;
  const readsQuotes = may(me, 'readQuotes');
  const options = useQuery({
    ...updateFromQuoteOptionsQueryOptions(source?.id ?? 0),
    enabled: Boolean(source) && readsQuotes,
  });
  if (!source) return null;
  const accepted = options.data?.quote.acceptedRevision ?? null;
  const carried = options.data?.project.appliedRevision ?? source.revision;
  const newer = options.data?.newerRevision === true;
  return (
    <Card title="Quote">
      <Stack gap="small">
        <p>
          Created from{' '}
          {readsQuotes ? <Link href={`/quotes/${source.id}`}>{source.number}</Link> : source.number}
          {carried !== null ? `, revision ${carried}` : ''}.
        </p>
        {newer && accepted !== null ? (
          <Callout
            tone="info"
            action={canUpdate ? <UpdateProjectFromQuoteButton quoteId={source.id} /> : undefined}
          >
            Quote {source.number} revision {accepted} is accepted; this project has revision{' '}
            {carried ?? 'none'}.
          </Callout>
        ) : options.data ? (
          <Text as="p" tone="muted" size="small">
            The project carries the accepted revision.
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
