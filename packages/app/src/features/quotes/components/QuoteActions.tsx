import type { Quote } from '@keel/types';
import { Button, Inline, snackbar } from '@keel/ui';
import type { useArchiveQuoteMutation } from '../quotes.mutations';
import { CreateProjectFromQuoteButton } from './CreateProjectFromQuote';
import { UpdateProjectFromQuoteButton } from './UpdateProjectFromQuote';
import * as styles from '../quote.css';

/** The quote's actions: the project side, print, duplicate, archive and delete. */
export function QuoteActions({
  quote,
  canManage,
  canCreateProject,
  dirty,
  copying,
  archive,
  onDuplicate,
  onDelete,
}: {
  quote: Quote;
  canManage: boolean;
  canCreateProject: boolean;
  /** Unsaved edits: archiving waits for them. */
  dirty: boolean;
  copying: boolean;
  archive: ReturnType<typeof useArchiveQuoteMutation>;
  onDuplicate: (asTemplate: boolean, name: string) => void;
  onDelete: () => void;
}) {
  return (
    <div className={styles.screenOnly}>
      <Inline gap="small">
        {/* The project side (issue 14, item 4): the server checks the permissions again. */}
        {quote.status === 'accepted' && quote.project === null && canCreateProject ? (
          <CreateProjectFromQuoteButton quote={quote} />
        ) : null}
        {quote.project && (quote.acceptedRevision ?? 0) > (quote.project.appliedRevision ?? 0) ? (
          <UpdateProjectFromQuoteButton quoteId={quote.id} />
        ) : null}
        <Button icon="fileText" onPress={() => window.print()}>
          Print / PDF
        </Button>
        {canManage ? (
          <>
            {quote.isTemplate ? (
              <Button
                icon="plus"
                isLoading={copying}
                onPress={() => onDuplicate(false, quote.name)}
              >
                New quote from template
              </Button>
            ) : null}
            <Button
              icon="plus"
              isLoading={copying}
              onPress={() => onDuplicate(quote.isTemplate, `${quote.name} (copy)`)}
            >
              Duplicate
            </Button>
            {quote.isTemplate ? null : (
              <Button
                icon="folder"
                isLoading={archive.isPending}
                isDisabled={dirty}
                onPress={() =>
                  archive.mutate(
                    { version: quote.version, archived: !quote.archived },
                    {
                      onSuccess: (q) =>
                        snackbar.success(q.archived ? 'Quote archived' : 'Quote restored'),
                    },
                  )
                }
              >
                {quote.archived ? 'Restore' : 'Archive'}
              </Button>
            )}
            <Button icon="trash" variant="critical" onPress={() => onDelete()}>
              Delete
            </Button>
          </>
        ) : null}
      </Inline>
    </div>
  );
}
