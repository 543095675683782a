import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Card, Inline, Select, Stack, Text } from '@keel/ui';
import type { Import, ImportDryRun, ImportLocale } from '@keel/types';
import {
  changesOf,
  draftOf,
  missingRequired,
  valueMapGroups,
  withColumn,
  withValueMapped,
} from '../import-draft';
import { LOCALE_ITEMS } from '../import-labels';
import { useDryRunMutation, useUpdateImportMutation } from '../imports.mutations';
import * as styles from '../imports.css';
import { CommitPanel } from './CommitPanel';
import { DryRunResults, ImportCounts, ReportLink } from './DryRunResults';
import { MappingEditor } from './MappingEditor';
import { PreviewTable } from './PreviewTable';
import { ValueMapsEditor } from './ValueMapsEditor';
import { ImportOutcome } from './ImportOutcome';

/** Moves focus to a step's region once the step before it is done (after React has drawn it). */
function focusSoon(ref: React.RefObject<HTMLElement | null>) {
  requestAnimationFrame(() => ref.current?.focus());
}

/**
 * One import's steps: map the columns (with the values and the file's
 * locale), check every row (the dry run saves the mapping first), commit with
 * a live count. Once committed or rolled back, its outcome.
 */
export function ImportSteps({
  record,
  justRead = false,
}: {
  record: Import;
  /** The import was read a moment ago: focus goes to its mapping. */
  justRead?: boolean;
}) {
  const [draft, setDraft] = useState(() => draftOf(record));
  const [draftOfVersion, setDraftOfVersion] = useState(record.version);
  // A saved change (or a dry run) gives a new version: the draft starts again from it.
  if (record.version !== draftOfVersion) {
    setDraftOfVersion(record.version);
    setDraft(draftOf(record));
  }
  const [result, setResult] = useState<ImportDryRun | null>(null);
  const update = useUpdateImportMutation();
  const dryRun = useDryRunMutation();
  const checkRef = useRef<HTMLDivElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const mappingRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (justRead) focusSoon(mappingRef);
  }, [justRead]);

  const changes = changesOf(record, draft);
  const groups = useMemo(() => valueMapGroups(record, draft), [record, draft]);
  const missing = record.sheets.flatMap((sheet) =>
    missingRequired(sheet.kind, draft.mappings[sheet.kind]),
  );
  const locked = record.status === 'committed' || record.status === 'rolledBack';
  const problemRows = (kind: string) =>
    new Set(result?.problems.filter((p) => p.kind === kind).map((p) => p.row) ?? []);

  const check = async () => {
    try {
      const current = changes ? await update.mutateAsync({ record, changes }) : record;
      setResult(await dryRun.mutateAsync(current));
      focusSoon(checkRef);
    } catch {
      // The mutation's error policy has told the person already.
    }
  };

  if (locked)
    return (
      <div ref={outcomeRef} tabIndex={-1} className={styles.step}>
        <ImportOutcome record={record} />
      </div>
    );

  return (
    <Stack gap="large">
      <div ref={mappingRef} tabIndex={-1} className={styles.step}>
        <Card title="1. Map the columns">
          <Stack gap="large">
            <Select
              label="Number and date format of the file"
              items={LOCALE_ITEMS}
              value={draft.locale}
              onChange={(key) => key && setDraft({ ...draft, locale: key as ImportLocale })}
            />
            {record.sheets.map((sheet) => (
              <Stack gap="medium" key={sheet.kind}>
                <MappingEditor
                  sheet={sheet}
                  mapping={draft.mappings[sheet.kind]}
                  onChange={(key, column) => setDraft(withColumn(draft, sheet.kind, key, column))}
                  showKind={record.sheets.length > 1}
                  isDisabled={false}
                />
                <PreviewTable
                  sheet={sheet}
                  mapping={draft.mappings[sheet.kind]}
                  problemRows={problemRows(sheet.kind)}
                />
              </Stack>
            ))}
            <ValueMapsEditor
              groups={groups}
              onChange={(key, value, mapped) =>
                setDraft(withValueMapped(draft, key, value, mapped))
              }
              isDisabled={false}
            />
            <Inline gap="small" align="center">
              <Button
                variant="primary"
                isLoading={update.isPending || dryRun.isPending}
                onPress={() => void check()}
              >
                {changes ? 'Save and check the rows' : 'Check the rows'}
              </Button>
              <Text tone="muted" size="small">
                {missing.length > 0
                  ? `Still without a column: ${missing.map((f) => f.label).join(', ')}. `
                  : ''}
                Checks every row against every rule; nothing is written.
              </Text>
            </Inline>
          </Stack>
        </Card>
      </div>
      <div ref={checkRef} tabIndex={-1} className={styles.step}>
        <Card title="2. Check the rows">
          {result && result.import.version === record.version ? (
            <DryRunResults result={result} />
          ) : record.status === 'checked' ? (
            <Stack gap="small">
              <ImportCounts record={record} />
              <Text>Check again to list the problems here; the report lists them too.</Text>
              <ReportLink record={record} />
            </Stack>
          ) : (
            <Text tone="muted">Not checked yet.</Text>
          )}
        </Card>
      </div>
      <Card title="3. Commit">
        <CommitPanel
          record={record}
          hasUnsavedChanges={changes !== null}
          onCommitted={() => focusSoon(outcomeRef)}
        />
      </Card>
    </Stack>
  );
}
