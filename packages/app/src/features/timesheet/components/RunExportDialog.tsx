import { useEffect, useRef, useState } from 'react';
import { DateRangePicker, ProgressBar, snackbar, type DateRange, Text } from '@keel/ui';
import type { TimesheetExportTemplate } from '@keel/types';
import { isAbortError } from '../../../lib/api';
import { todayUtc, formatNumber, formatFileSize } from '../../../lib/format';
import { formFailureOf } from '../../../lib/management/form-errors';
import { FormDialog } from '../../../lib/management/components/FormDialog';
import { downloadExportRun, type DownloadProgress } from '../timesheet.queries';

const FORM_ID = 'run-export-form';

/** Last month, the range most exports are for. */
function lastMonth(today: string): DateRange {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, month - 2, 1));
  const end = new Date(Date.UTC(year, month - 1, 0));
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10) };
}

/** Hands a downloaded file to the browser as a save. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the save; the URL can go once the browser has read it.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

function progressText(progress: DownloadProgress): string {
  const size = `${formatFileSize(progress.bytes)} received`;
  return progress.lines === null
    ? size
    : `${size}, ${formatNumber(Math.max(0, progress.lines - 1))} rows`;
}

/**
 * Runs a template over a date range: the file streams in while a progress bar
 * shows how much has arrived (bytes, and rows for CSV: the size of a
 * streamed export is not known in advance), then it is saved. Closing the
 * dialog cancels the download.
 */
export function RunExportDialog({
  template,
  onClose,
}: {
  template: TimesheetExportTemplate;
  onClose: () => void;
}) {
  const [range, setRange] = useState<DateRange | null>(() => lastMonth(todayUtc()));
  const [progress, setProgress] = useState<DownloadProgress | null>(null);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  async function run(selected: DateRange) {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setError(null);
    setProgress({ bytes: 0, lines: null });
    // A few updates a second: enough to see it move, few enough for a screen reader.
    let shownAt = 0;
    const show = (next: DownloadProgress) => {
      const now = performance.now();
      if (now - shownAt < 500) return;
      shownAt = now;
      setProgress(next);
    };
    try {
      const file = await downloadExportRun(
        template.id,
        { from: selected.start, to: selected.end },
        show,
        abort.signal,
      );
      saveFile(file.blob, file.fileName);
      snackbar.success(
        file.rows === null
          ? `Downloaded ${file.fileName} (${formatFileSize(file.bytes)})`
          : `Downloaded ${file.fileName}: ${formatNumber(file.rows)} rows`,
      );
      onClose();
    } catch (caught) {
      if (!isAbortError(caught)) setError(caught);
    } finally {
      if (controller.current === abort) {
        controller.current = null;
        setProgress(null);
      }
    }
  }

  return (
    <FormDialog
      formId={FORM_ID}
      title={`Run ${template.name}`}
      submitLabel={`Download ${template.format.toUpperCase()}`}
      isPending={progress !== null}
      failure={formFailureOf(error)}
      onClose={() => {
        controller.current?.abort();
        onClose();
      }}
      onSubmit={() => range && void run(range)}
    >
      <DateRangePicker
        label="Dates"
        description="Every entry from the first day to the last, both included."
        startName="from"
        endName="to"
        isRequired
        value={range}
        onChange={setRange}
      />
      {progress ? <ProgressBar label={`Downloading ${template.name}`} isIndeterminate /> : null}
      <Text as="p" tone="muted" aria-live="polite">
        {progress ? progressText(progress) : ''}
      </Text>
    </FormDialog>
  );
}
