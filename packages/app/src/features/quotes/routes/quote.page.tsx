import { useEffect, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useBlocker, useNavigate, useParams, useSearchParams } from 'react-router';
import type { Quote, QuoteQueryOptions, RateProfile } from '@keel/types';
import {
  Badge,
  Button,
  Callout,
  Card,
  ConfirmDialog,
  Inline,
  PageHeader,
  Skeleton,
  snackbar,
  Stack,
} from '@keel/ui';
import { may, access } from '../../../lib/session';
import { formatDate } from '../../../lib/format';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormFeedback } from '../../../lib/management/components/FormFeedback';
import { LoadFailed } from '../../../lib/management/components/LoadFailed';
import { CreateProjectFromQuoteButton } from '../components/CreateProjectFromQuote';
import { LineItemsGrid, type RoleOption } from '../components/LineItemsGrid';
import { QuoteHeader } from '../components/QuoteHeader';
import { QuoteStatusActions } from '../components/QuoteStatusActions';
import { QuoteStatusBadge } from '../components/QuoteStatusBadge';
import { QuoteTotals } from '../components/QuoteTotals';
import { RevisionsTimeline } from '../components/RevisionsTimeline';
import { UpdateProjectFromQuoteButton } from '../components/UpdateProjectFromQuote';
import { draftOf, lineInputsOf, linesChanged, liveTotals, type DraftLine } from '../line-grid';
import { headerChanges, headerDraftOf, type HeaderDraft } from '../quote-header';
import {
  quoteOptionsQueryOptions,
  quoteQueryOptions,
  quoteRevisionsQueryOptions,
  rateProfilesQueryOptions,
} from '../quotes.queries';
import {
  useArchiveQuoteMutation,
  useCopyQuoteMutation,
  useDeleteQuoteMutation,
  useUpdateQuoteMutation,
} from '../quotes.mutations';
import { quotePath } from '../quote-paths';
import * as styles from '../quote.css';
import { currentUserQueryOptions } from '../../../lib/session';

/**
 * `/quotes/{quoteId}`: one quote (issue 14, item 3). Header fields, the
 * line-items grid with live totals, status, revisions and their comparison,
 * archive, duplicate, delete and the print view. A template
 * (`?template=1`) uses the same page without status, revisions or archive.
 */
export default function QuotePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.quoteSegment);
  const asTemplate = search.get('template') === '1';
  const quote = useQuery(quoteQueryOptions(id, asTemplate));
  const options = useQuery(quoteOptionsQueryOptions());
  const user = useQuery(currentUserQueryOptions()).data;
  const canReadRates = may(user, access.quoteRates);
  const rateProfiles = useQuery({ ...rateProfilesQueryOptions(), enabled: canReadRates });

  if (quote.isPending || options.isPending)
    return (
      <div className={styles.page}>
        <Skeleton lines={8} label="Loading the quote" />
      </div>
    );
  if (quote.isError || options.isError)
    return (
      <div className={styles.page}>
        <LoadFailed
          what="The quote"
          onRetry={() => {
            void quote.refetch();
            void options.refetch();
          }}
        />
      </div>
    );
  return (
    <QuoteEditor
      key={quote.data.id}
      quote={quote.data}
      options={options.data}
      rateProfiles={rateProfiles.data ?? []}
      canCreateProject={may(user, { anyOf: ['createProjects', 'manageAllProjects'] })}
      onReload={() => void quote.refetch()}
    />
  );
}

function QuoteEditor({
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
  const revisions = useQuery({
    ...quoteRevisionsQueryOptions(quote.id),
    enabled: !quote.isTemplate,
  });

  const changes = headerChanges(header, quote);
  const lineChanges = linesChanged(lines, quote.lineItems);
  const dirty = lineChanges || Object.keys(changes).length > 0;
  const failure = formFailureOf(update.error ?? archive.error ?? remove.error ?? copy.error);
  // The picked profile's roles (a profile just chosen in the header offers its roles at once).
  const roles: RoleOption[] =
    rateProfiles
      .find((p) => p.id === header.rateProfileId)
      ?.roles.map((r) => ({ role: r.role, rate: r.hourlyRate.amount })) ?? [];
  // Live totals: the engine over the draft; the markups are the stored config's until saved.
  const totals = useMemo(
    () => liveTotals(lines, quote.markups, quote.costRates),
    [lines, quote.markups, quote.costRates],
  );
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
  const lineErrors = Object.entries(failure?.fieldErrors ?? {}).filter(([field]) =>
    field.startsWith('lineItems'),
  );

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
          <div className={styles.screenOnly}>
            <Inline gap="small">
              {/* The project side (issue 14, item 4): the server checks the permissions again. */}
              {quote.status === 'accepted' && quote.project === null && canCreateProject ? (
                <CreateProjectFromQuoteButton quote={quote} />
              ) : null}
              {quote.project &&
              (quote.acceptedRevision ?? 0) > (quote.project.appliedRevision ?? 0) ? (
                <UpdateProjectFromQuoteButton quoteId={quote.id} />
              ) : null}
              <Button icon="fileText" onPress={() => window.print()}>
                Print / PDF
              </Button>
              {options.canManage ? (
                <>
                  {quote.isTemplate ? (
                    <Button
                      icon="plus"
                      isLoading={copy.isPending}
                      onPress={() => duplicate(false, quote.name)}
                    >
                      New quote from template
                    </Button>
                  ) : null}
                  <Button
                    icon="plus"
                    isLoading={copy.isPending}
                    onPress={() => duplicate(quote.isTemplate, `${quote.name} (copy)`)}
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
                  <Button icon="trash" variant="critical" onPress={() => setConfirmDelete(true)}>
                    Delete
                  </Button>
                </>
              ) : null}
            </Inline>
          </div>
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

      <Card title="Line items" headingLevel={2}>
        <Stack gap="medium">
          {lineErrors.length > 0 ? (
            <Callout tone="critical">
              <ul>
                {lineErrors.map(([field, message]) => (
                  <li key={field}>
                    Line {Number(field.split('.')[1] ?? 0) + 1}: {message}
                  </li>
                ))}
              </ul>
            </Callout>
          ) : null}
          {canEdit && roles.length === 0 ? (
            <p className={`${styles.muted} ${styles.screenOnly}`}>
              {header.rateProfileId === null
                ? 'Pick a rate profile to choose roles with their rates; rates can also be typed.'
                : 'The rate profile’s roles could not be listed; type the role’s rate.'}
            </p>
          ) : null}
          <LineItemsGrid
            lines={lines}
            onChange={setLines}
            canEdit={canEdit}
            currency={quote.currency}
            roles={roles}
            lineLabour={totals.lines.map((l) => l.labour)}
          />
          <QuoteTotals
            totals={totals}
            markups={quote.markups}
            currency={quote.currency}
            canSeeCost={options.canSeeCost}
          />
          {header.pricingConfigId !== (quote.pricingConfig?.id ?? null) ? (
            <p className={styles.muted}>The new pricing config’s markups apply once saved.</p>
          ) : null}
        </Stack>
      </Card>

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
            <span className={styles.muted} role="status">
              {dirty ? 'Unsaved changes' : 'All changes saved'}
            </span>
          </Inline>
        </div>
      ) : null}

      {quote.isTemplate ? null : (
        <div className={styles.screenOnly}>
          <Stack gap="large">
            <Card title="Status" headingLevel={2}>
              <QuoteStatusActions
                quote={quote}
                canManage={options.canManage}
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
