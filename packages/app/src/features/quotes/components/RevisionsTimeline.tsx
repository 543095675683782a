import { lazy, Suspense, useState } from 'react';
import type { Quote, QuoteRevision } from '@keel/types';
import {
  Badge,
  Button,
  Callout,
  Card,
  Inline,
  Select,
  Skeleton,
  snackbar,
  Stack,
  Text,
  TextField,
} from '@keel/ui';
import { formatInstant, formatMoney } from '../../../lib/format';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import { useFreezeRevisionMutation } from '../quotes.mutations';
import { orderedPair } from '../revision-diff';
import * as styles from '../quote.css';

const RevisionDiffDialog = lazy(() => import('./RevisionDiff'));

/**
 * The quote's immutable revisions, newest first (number, author, time, note,
 * total, accepted badge), "Freeze revision" for managers, and the pick of
 * two revisions to compare side by side.
 */
export function RevisionsTimeline({
  quote,
  revisions,
  canFreeze,
  draftDirty,
  onReload,
}: {
  quote: Quote;
  revisions: readonly QuoteRevision[];
  /** A manager on an active quote. */
  canFreeze: boolean;
  /** Unsaved draft changes: the revision would freeze the saved draft, not them. */
  draftDirty: boolean;
  onReload: () => void;
}) {
  const [note, setNote] = useState('');
  const freeze = useFreezeRevisionMutation(quote.id);
  const failure = formFailureOf(freeze.error);
  const newest = revisions[0]?.number ?? null;
  const [left, setLeft] = useState<number | null>(revisions[1]?.number ?? null);
  const [right, setRight] = useState<number | null>(newest);
  const [comparing, setComparing] = useState<[QuoteRevision, QuoteRevision] | null>(null);
  const pair = left !== null && right !== null ? orderedPair(revisions, left, right) : null;
  const items = revisions.map((r) => ({ id: r.number, name: `Revision ${r.number}` }));

  return (
    <Card title="Revisions" headingLevel={2}>
      <Stack gap="medium">
        {canFreeze ? (
          <form
            className={styles.screenOnly}
            onSubmit={(event) => {
              event.preventDefault();
              freeze.mutate(
                { version: quote.version, note },
                {
                  onSuccess: (revision) => {
                    setNote('');
                    setRight(revision.number);
                    setLeft(newest);
                    snackbar.success(`Revision ${revision.number} frozen`);
                  },
                },
              );
            }}
          >
            <Stack gap="small">
              <Inline gap="small" align="end">
                <TextField
                  label="Revision note"
                  description="What changed, for whoever reads the timeline"
                  value={note}
                  onChange={setNote}
                  errorMessage={failure?.fieldErrors.note}
                />
                <Button
                  type="submit"
                  variant="secondary"
                  isLoading={freeze.isPending}
                  isDisabled={draftDirty}
                >
                  Freeze revision
                </Button>
              </Inline>
              {draftDirty ? (
                <Text as="p" tone="muted" size="small">
                  Save the draft first: a revision freezes the saved lines.
                </Text>
              ) : null}
              <FormFeedback failure={failure} onReload={onReload} />
            </Stack>
          </form>
        ) : null}
        {revisions.length === 0 ? (
          <Text as="p" tone="muted" size="small">
            No revisions yet. Freezing the draft keeps it as revision 1.
          </Text>
        ) : (
          <Stack as="ol" gap="small" aria-label="Revisions, newest first">
            {revisions.map((revision) => (
              <li key={revision.number} className={styles.timelineItem}>
                <strong>Revision {revision.number}</strong>
                {revision.accepted ? (
                  <Badge tone="positive" weight="strong">
                    Accepted
                  </Badge>
                ) : null}
                <span>{revision.author?.name ?? 'Unknown author'}</span>
                <Text tone="muted" size="small">
                  {formatInstant(revision.createdAt)}
                </Text>
                <span>
                  {formatMoney({ amount: revision.totals.total, currency: revision.currency })}
                </span>
                {revision.note ? <span className={styles.grow}>{revision.note}</span> : null}
              </li>
            ))}
          </Stack>
        )}
        {revisions.length >= 2 ? (
          <div className={styles.screenOnly}>
            <Inline gap="small" align="end">
              <Select
                label="Compare revision"
                items={items}
                value={left}
                onChange={(key) => setLeft(key === null ? null : Number(key))}
              />
              <Select
                label="with revision"
                items={items}
                value={right}
                onChange={(key) => setRight(key === null ? null : Number(key))}
              />
              <Button isDisabled={!pair} onPress={() => pair && setComparing(pair)}>
                Compare
              </Button>
            </Inline>
            {left !== null && left === right ? (
              <Callout tone="info" announce="status">
                Pick two different revisions to compare.
              </Callout>
            ) : null}
          </div>
        ) : null}
        {comparing ? (
          <Suspense fallback={<Skeleton lines={4} label="Loading the comparison" />}>
            <RevisionDiffDialog
              older={comparing[0]}
              newer={comparing[1]}
              onClose={() => setComparing(null)}
            />
          </Suspense>
        ) : null}
      </Stack>
    </Card>
  );
}
