import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  RAG_DIMENSIONS,
  RAG_STATUSES,
  type RagDimension,
  type RagStatus,
  type StatusReport,
} from '@keel/types';
import {
  Button,
  Callout,
  Card,
  Columns,
  ConfirmDialog,
  DatePicker,
  Form,
  Inline,
  MarkdownEditor,
  RAG_LABELS,
  Select,
  Stack,
  TextArea,
  snackbar,
  Text,
} from '@keel/ui';
import { errorMessageOf, fieldErrorsOf, isApiError } from '../../../lib/api';
import { ConflictCallout } from '../../../lib/management/components/ConflictCallout';
import { fieldsOf } from '../../../lib/management/useFields';
import { draftOf, isDirty, updateInputOf, type ReportDraft } from '../report-model';
import { registerQueryOptions } from '../reports.queries';
import {
  useDeleteReportMutation,
  usePublishReportMutation,
  useSaveReportMutation,
} from '../reports.mutations';
import { MilestonesTable } from './ReportContent';
import { TopRisksPicker } from './TopRisksPicker';
import { RAG_DIMENSION_TITLES } from '../../projects';

const RAG_ITEMS = RAG_STATUSES.map((id) => ({ id, name: RAG_LABELS[id] }));

/**
 * A draft as a form: the period, the four RAG pickers with their comments
 * (pre-filled by the server), the three Markdown texts and the top risks;
 * the milestones of the period are read-only. Save stores it with its
 * version; Publish asks first (it can never be edited afterwards) and saves
 * unsaved changes before it freezes the report.
 */
export function ReportEditor({
  projectId,
  report,
  canReadRisks,
  onReload,
  onDeleted,
}: {
  projectId: number;
  report: StatusReport;
  /** Whether the register may be read (the picker asks only then). */
  canReadRisks: boolean;
  /** Reloads the stored report after a conflict; resolves to it. */
  onReload: () => Promise<StatusReport | undefined>;
  onDeleted: () => void;
}) {
  const stored = draftOf(report);
  const [draft, setDraft] = useState<ReportDraft>(stored);
  const [confirming, setConfirming] = useState<'publish' | 'delete' | null>(null);
  const save = useSaveReportMutation(projectId, report.id);
  const publish = usePublishReportMutation(projectId);
  const remove = useDeleteReportMutation(projectId);
  const register = useQuery({ ...registerQueryOptions(projectId), enabled: canReadRisks });
  const dirty = isDirty(draft, stored);
  const conflict = [save.error, publish.error, remove.error].some(
    (e) => isApiError(e) && e.status === 409,
  );
  const otherError = [publish.error, remove.error].find(
    (e) => e && !(isApiError(e) && e.status === 409),
  );
  const serverErrors = fieldErrorsOf(save.error);
  const periodError =
    draft.periodStart > draft.periodEnd ? 'The period must start on or before its end' : undefined;

  const set = (patch: Partial<ReportDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const field = fieldsOf(draft, set);
  const setRag = (
    dimension: RagDimension,
    patch: Partial<{ status: RagStatus; comment: string }>,
  ) =>
    setDraft((d) => ({ ...d, rag: { ...d.rag, [dimension]: { ...d.rag[dimension], ...patch } } }));

  const reload = async () => {
    const fresh = await onReload();
    save.reset();
    publish.reset();
    remove.reset();
    if (fresh && fresh.state === 'draft') setDraft(draftOf(fresh));
  };

  const onSave = () => {
    if (periodError) return;
    save.mutate(updateInputOf(draft, report.version), {
      onSuccess: (saved) => {
        setDraft(draftOf(saved));
        snackbar.success('Status report saved');
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 409) return;
        if (Object.keys(fieldErrorsOf(error)).length === 0) snackbar.error(errorMessageOf(error));
      },
    });
  };

  const onPublish = async () => {
    setConfirming(null);
    try {
      let version = report.version;
      if (dirty) {
        const saved = await save.mutateAsync(updateInputOf(draft, version));
        setDraft(draftOf(saved));
        version = saved.version;
      }
      await publish.mutateAsync({ id: report.id, version });
      snackbar.success('Status report published');
    } catch {
      // The form shows what went wrong: field errors, a conflict, or the message below.
    }
  };

  return (
    <Card title="Edit draft">
      <Form aria-label="Status report draft" serverErrors={serverErrors} onSubmit={onSave}>
        {conflict ? (
          <ConflictCallout onReload={() => void reload()}>
            This report was changed by someone else (or published meanwhile). Reload it to see the
            stored version; your unsaved changes are lost.
          </ConflictCallout>
        ) : null}
        {otherError ? (
          <Callout tone="critical" announce="alert">
            {errorMessageOf(otherError)}
          </Callout>
        ) : null}
        <Columns minColumnWidth={200}>
          <DatePicker
            label="Period start"
            name="periodStart"
            isRequired
            value={draft.periodStart}
            errorMessage={periodError ?? serverErrors.periodStart}
            isInvalid={periodError !== undefined}
            onChange={(value) => value && set({ periodStart: value })}
          />
          <DatePicker
            label="Period end"
            name="periodEnd"
            isRequired
            value={draft.periodEnd}
            onChange={(value) => value && set({ periodEnd: value })}
          />
        </Columns>
        <Stack gap="small">
          {RAG_DIMENSIONS.map((dimension) => (
            <Columns key={dimension} minColumnWidth={200}>
              <Select
                label={`${RAG_DIMENSION_TITLES[dimension]} status`}
                name={`rag.${dimension}.status`}
                items={RAG_ITEMS}
                value={draft.rag[dimension].status}
                onChange={(value) =>
                  value !== null && setRag(dimension, { status: value as RagStatus })
                }
              />
              <TextArea
                label={`${RAG_DIMENSION_TITLES[dimension]} comment`}
                name={`rag.${dimension}.comment`}
                value={draft.rag[dimension].comment}
                maxLength={2000}
                onChange={(comment) => setRag(dimension, { comment })}
              />
            </Columns>
          ))}
        </Stack>
        <MarkdownEditor label="Summary" {...field('summary')} />
        <MarkdownEditor label="Achievements" {...field('achievements')} />
        <MarkdownEditor label="Next steps" {...field('nextSteps')} />
        {register.isError ? (
          <Callout tone="caution" announce="none">
            The risk register could not be loaded: the top risks can only be kept or removed.
          </Callout>
        ) : null}
        <TopRisksPicker
          register={register.data?.items ?? []}
          stored={report.topRisks}
          value={draft.topRiskIds}
          errorMessage={serverErrors.topRiskIds}
          onChange={(topRiskIds) => set({ topRiskIds })}
        />
        <Stack gap="small">
          <Text as="h3" size="medium" weight="strong">
            Milestones of the period
          </Text>
          <MilestonesTable milestones={report.milestones} />
        </Stack>
        <Inline>
          <Button type="submit" variant="primary" isLoading={save.isPending} isDisabled={conflict}>
            Save
          </Button>
          <Button
            icon="upload"
            isLoading={publish.isPending}
            isDisabled={conflict || periodError !== undefined}
            onPress={() => setConfirming('publish')}
          >
            Publish
          </Button>
          <Button
            icon="trash"
            variant="ghost"
            isDisabled={conflict}
            onPress={() => setConfirming('delete')}
          >
            Delete draft
          </Button>
          {dirty ? <span aria-live="polite">Unsaved changes</span> : null}
        </Inline>
      </Form>
      <ConfirmDialog
        title="Publish this status report?"
        confirmLabel="Publish"
        isDestructive={false}
        isOpen={confirming === 'publish'}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() => void onPublish()}
      >
        Once published, the report can never be edited or deleted afterwards: its RAG, texts, top
        risks and milestones are frozen as they are now.
        {dirty ? ' Your unsaved changes are saved first.' : ''}
      </ConfirmDialog>
      <ConfirmDialog
        title="Delete this draft?"
        confirmLabel="Delete draft"
        isOpen={confirming === 'delete'}
        isPending={remove.isPending}
        onOpenChange={(open) => !open && setConfirming(null)}
        onConfirm={() =>
          remove.mutate(report, {
            onSuccess: () => {
              snackbar.success('Draft deleted');
              onDeleted();
            },
            onSettled: () => setConfirming(null),
          })
        }
      >
        The draft is removed; published reports are not affected.
      </ConfirmDialog>
    </Card>
  );
}
