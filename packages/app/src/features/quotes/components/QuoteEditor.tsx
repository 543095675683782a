import { useEffect, useRef, useState } from 'react';
import { useBlocker, useNavigate } from 'react-router';
import type { Quote, QuoteQueryOptions, RateProfile } from '@keel/types';
import {
  Badge,
  Button,
  Callout,
  Card,
  ConfirmDialog,
  Inline,
  PageHeader,
  snackbar,
  Text,
} from '@keel/ui';
import { formatDate } from '../../../lib/format';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import type { RoleOption } from './LineItemsGrid';
import { QuoteActions } from './QuoteActions';
import { QuoteHeader } from './QuoteHeader';
import { QuoteLinesCard } from './QuoteLinesCard';
import { QuoteProgress } from './QuoteProgress';
import { QuoteStatusBadge } from './QuoteStatusBadge';
import { draftOf, lineInputsOf, linesChanged, type DraftLine } from '../line-draft';
import { headerChanges, headerDraftOf, type HeaderDraft } from '../quote-header';
import {
  useArchiveQuoteMutation,
  useCopyQuoteMutation,
  useDeleteQuoteMutation,
  useUpdateQuoteMutation,
} from '../quotes.mutations';
import { quotePath } from '../quote-paths';
import * as styles from '../quote.css';

/**
 * One quote's editor: header fields, the line items with live totals,
 * status, revisions, archive, duplicate, delete and the print view.
 */
export function QuoteEditor({
  quote,
  options,
  rateProfiles,
  canCreateProject,
  onReload,
}: {
  quote: Quote;
  options: QuoteQueryOptions;
  /** Empty for readers without readQuoteRateProfiles: they type rates. */
  rateProfiles: readonly RateProfile[];
  canCreateProject: boolean;
  onReload: () => void;
}) {
  const navigate = useNavigate();
  const canEdit = options.canManage && !quote.archived;
  const [header, setHeader] = useState<HeaderDraft>(() => headerDraftOf(quote));
  const [lines, setLines] = useState<DraftLine[]>(() => quote.lineItems.map(draftOf));
  const [confirmDelete, setConfirmDelete] = useState(false);
  // After any write (a new version) the draft restarts from the stored quote. Reset while
  // rendering rather than by remounting: a remount would drop the mutations' success
  // callbacks (their snackbars) and the revision picks.
  const [syncedVersion, setSyncedVersion] = useState(quote.version);
  if (syncedVersion !== quote.version) {
    setSyncedVersion(quote.version);
    setHeader(headerDraftOf(quote));
    setLines(quote.lineItems.map(draftOf));
  }
  const update = useUpdateQuoteMutation(quote);
  const archive = useArchiveQuoteMutation(quote.id);
  const remove = useDeleteQuoteMutation();
  const copy = useCopyQuoteMutation();

  const changes = headerChanges(header, quote);
  const lineChanges = linesChanged(lines, quote.lineItems);
  const dirty = lineChanges || Object.keys(changes).length > 0;
  const failure = formFailureOf(update.error ?? archive.error ?? remove.error ?? copy.error);
  // The picked profile's roles (a profile just chosen in the header offers its roles at once).
  const roles: RoleOption[] =
    rateProfiles
      .find((p) => p.id === header.rateProfileId)
      ?.roles.map((r) => ({ role: r.role, rate: r.hourlyRate.amount })) ?? [];

  // Unsaved edits are not lost silently: leaving the quote asks first (a reload or closing the
  // tab gets the browser's own question). A deleted quote leaves without asking.
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  function save() {
    update.mutate(
      {
        version: quote.version,
        ...changes,
        ...(lineChanges ? { lineItems: lineInputsOf(lines) } : {}),
      },
      { onSuccess: () => snackbar.success('Quote saved') },
    );
  }

  function discard() {
    setHeader(headerDraftOf(quote));
    setLines(quote.lineItems.map(draftOf));
    update.reset();
  }

  function duplicate(asTemplate: boolean, name: string) {
    copy.mutate(
      { name, copyFromId: quote.id, template: asTemplate },
      {
        onSuccess: (created) => {
          snackbar.success(`${created.number} created`);
          void navigate(quotePath(created));
        },
      },
    );
  }

  const title = quote.isTemplate ? `Template: ${quote.name}` : `${quote.number} · ${quote.name}`;

  return (
    <div className={`${styles.page} ${styles.quotePage}`}>
      <PageHeader
        title={title}
        subtitle={
          <Inline gap="small">
            {quote.isTemplate ? (
              <Badge tone="info">Template</Badge>
            ) : (
              <QuoteStatusBadge status={quote.status} />
            )}
            {quote.archived ? <Badge tone="neutral">Archived</Badge> : null}
            {quote.client ? <span>{quote.client}</span> : null}
            {quote.project ? (
              <span>
                Project {quote.project.code} (revision {quote.project.appliedRevision ?? '—'}{' '}
                applied)
              </span>
            ) : null}
          </Inline>
        }
        actions={
          <QuoteActions
            quote={quote}
            canManage={options.canManage}
            canCreateProject={canCreateProject}
            dirty={dirty}
            copying={copy.isPending}
            archive={archive}
            onDuplicate={duplicate}
            onDelete={() => setConfirmDelete(true)}
          />
        }
      />

      {/* The printed quote goes to the client: who it is for and its dates, without the form. */}
      <div className={styles.printOnly}>
        <p>
          {quote.client ? `Prepared for ${quote.client}. ` : ''}
          {quote.isTemplate ? '' : `Quote date ${formatDate(quote.quoteDate)}`}
          {quote.validUntil ? `, valid until ${formatDate(quote.validUntil)}` : ''}.
        </p>
        {quote.notes ? <p>{quote.notes}</p> : null}
      </div>

      {quote.archived ? (
        <Callout tone="info">
          This quote is archived and read-only. Restore it to change it.
        </Callout>
      ) : null}
      <FormFeedback failure={failure} onReload={onReload} />

      <div className={canEdit ? styles.screenOnly : undefined}>
        <Card title="Details" headingLevel={2}>
          <QuoteHeader
            quote={quote}
            draft={header}
            onChange={setHeader}
            options={options}
            canEdit={canEdit}
            errors={failure?.fieldErrors ?? {}}
          />
        </Card>
      </div>

      <QuoteLinesCard
        quote={quote}
        lines={lines}
        onChange={setLines}
        canEdit={canEdit}
        canSeeCost={options.canSeeCost}
        roles={roles}
        rateProfileId={header.rateProfileId}
        pricingConfigId={header.pricingConfigId}
        fieldErrors={failure?.fieldErrors ?? {}}
      />

      {canEdit ? (
        <div className={styles.screenOnly}>
          <Inline gap="small">
            <Button
              variant="primary"
              isDisabled={!dirty || header.name.trim() === ''}
              isLoading={update.isPending}
              onPress={save}
            >
              Save changes
            </Button>
            <Button isDisabled={!dirty} onPress={discard}>
              Discard changes
            </Button>
            <Text tone="muted" size="small" role="status">
              {dirty ? 'Unsaved changes' : 'All changes saved'}
            </Text>
          </Inline>
        </div>
      ) : null}

      {quote.isTemplate ? null : (
        <QuoteProgress
          quote={quote}
          canManage={options.canManage}
          canEdit={canEdit}
          dirty={dirty}
          onReload={onReload}
        />
      )}

      <ConfirmDialog
        title={quote.isTemplate ? 'Delete this template?' : 'Delete this quote?'}
        confirmLabel="Delete"
        isDestructive
        isOpen={confirmDelete}
        onOpenChange={setConfirmDelete}
        isPending={remove.isPending}
        onConfirm={() =>
          remove.mutate(quote, {
            onSuccess: () => {
              leaving.current = true;
              snackbar.success(`${quote.isTemplate ? 'Template' : quote.number} deleted`);
              void navigate(quote.isTemplate ? '/quotes/templates' : '/quotes');
            },
            onSettled: () => setConfirmDelete(false),
          })
        }
      >
        {quote.isTemplate
          ? `${quote.name} is deleted; quotes started from it keep their lines.`
          : `${quote.number} ${quote.name} and its revisions are deleted. This cannot be undone.`}
      </ConfirmDialog>
      <ConfirmDialog
        title="Leave without saving?"
        confirmLabel="Discard changes"
        cancelLabel="Keep editing"
        isDestructive
        isOpen={blocker.state === 'blocked'}
        onOpenChange={(open) => {
          if (!open && blocker.state === 'blocked') blocker.reset();
        }}
        onConfirm={() => {
          if (blocker.state === 'blocked') blocker.proceed();
        }}
      >
        {quote.isTemplate ? 'This template' : `${quote.number}`} has changes that are not saved.
        Leaving discards them.
      </ConfirmDialog>
    </div>
  );
}
