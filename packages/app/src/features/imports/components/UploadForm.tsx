import { useState } from 'react';
import { Button, Callout, FileDrop, Inline, Select, Stack, Text } from '@keel/ui';
import type { Import, ImportKind } from '@keel/types';
import { errorMessageOf } from '../../../lib/api';
import { formatFileSize } from '../../../lib/format';
import { FILE_KIND_ITEMS } from '../import-labels';
import { useUploadImportMutation } from '../imports.mutations';

/**
 * A CSV or XLSX file of one kind: what it brings, the file, then "Read file";
 * the server answers with the columns and the guessed mapping (`onRead`).
 */
export function UploadForm({ onRead }: { onRead: (record: Import) => void }) {
  const [kind, setKind] = useState<ImportKind | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useUploadImportMutation();
  const ready = kind !== null && file !== null;

  return (
    <Stack gap="medium">
      <Select
        label="What the file holds"
        description="One kind of record per file; its first row names the columns."
        items={FILE_KIND_ITEMS}
        value={kind}
        onChange={(key) => setKind(key as ImportKind | null)}
        isRequired
      />
      <FileDrop label="CSV or XLSX file" onFiles={(files) => setFile(files[0] ?? null)} />
      {file ? (
        <Text>
          Chosen: {file.name} ({formatFileSize(file.size)})
        </Text>
      ) : null}
      {upload.isError ? <Callout tone="critical">{errorMessageOf(upload.error)}</Callout> : null}
      <Inline gap="small" align="center">
        <Button
          variant="primary"
          isDisabled={!ready}
          isLoading={upload.isPending}
          onPress={() =>
            ready && upload.mutate({ file, kind }, { onSuccess: (record) => onRead(record) })
          }
        >
          Read file
        </Button>
        {!ready ? (
          <Text tone="muted" size="small">
            Choose what the file holds and the file first.
          </Text>
        ) : null}
      </Inline>
    </Stack>
  );
}
