import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  importsEndpoints,
  type Import,
  type ImportKind,
  type ImportUpdateInput,
  type RedmineImportInput,
} from '@keel/types';
import { apiRequest, ndjsonRequest, useVersionedMutation } from '../../lib/api';
import { announce } from '../../lib/refresh';
import { importsKeys } from './imports.queries';

/*
 * Invalidation rules: every answer that is an import is stored as that
 * import's query and refreshes the history; a commit or a rollback writes
 * projects, tasks, time entries and contacts of any project, so it announces
 * `project changed` (every project query), `time entry written` and
 * `contact changed` (app/refresh-map.ts).
 */

const inline = { errorPolicy: 'inline' } as const;

/** The live count of a commit, as each NDJSON line reports it. */
export interface CommitProgress {
  processed: number;
  total: number;
}

function isProgress(line: unknown): line is CommitProgress {
  if (typeof line !== 'object' || line === null) return false;
  const { processed, total } = line as Record<string, unknown>;
  return typeof processed === 'number' && typeof total === 'number';
}

function useStoreImport() {
  const queryClient = useQueryClient();
  return async (answer: Import) => {
    queryClient.setQueryData(importsKeys.detail(answer.id), answer);
    await queryClient.invalidateQueries({ queryKey: importsKeys.lists() });
  };
}

/** After a commit or a rollback: the records of every kind may have changed. */
function useAnnounceImported() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      announce(queryClient, { name: 'project changed' }),
      announce(queryClient, { name: 'time entry written' }),
      announce(queryClient, { name: 'contact changed' }),
    ]);
}

const paramsOf = (record: Import) => ({ importId: record.id });

/** Reads a CSV or XLSX file of one kind into a new import (multipart: `kind`, then `file`). */
export function useUploadImportMutation() {
  const store = useStoreImport();
  return useMutation({
    mutationFn: ({ file, kind }: { file: File; kind: ImportKind }) => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', file);
      return apiRequest(importsEndpoints.upload, { body: form });
    },
    onSuccess: store,
    meta: inline,
  });
}

/** Reads a Redmine server into a new import (the key is sent for this read only). */
export function useRedmineImportMutation() {
  const store = useStoreImport();
  return useMutation({
    mutationFn: (body: RedmineImportInput) => apiRequest(importsEndpoints.redmine, { body }),
    onSuccess: store,
    meta: inline,
  });
}

/**
 * Mapping, value maps or locale, with the version read; the import goes back
 * to `mapping`. A failure (a 409: changed elsewhere) reloads the import, so
 * the next try starts from what the server holds.
 */
export function useUpdateImportMutation() {
  const queryClient = useQueryClient();
  const store = useStoreImport();
  return useMutation({
    mutationFn: ({
      record,
      changes,
    }: {
      record: Import;
      changes: Omit<ImportUpdateInput, 'version'>;
    }) =>
      apiRequest(importsEndpoints.update, {
        params: paramsOf(record),
        body: { ...changes, version: record.version },
      }),
    onSuccess: store,
    onError: (_error, { record }) =>
      queryClient.invalidateQueries({ queryKey: importsKeys.detail(record.id) }),
  });
}

/** Checks every row, writing nothing: the answer's problems stay with the mutation. */
export function useDryRunMutation() {
  const store = useStoreImport();
  return useMutation({
    mutationFn: (record: Import) =>
      apiRequest(importsEndpoints.dryRun, { params: paramsOf(record) }),
    onSuccess: (result) => store(result.import),
  });
}

/**
 * Writes every row or none, reporting the live count to `onProgress` as the
 * server streams it. A failure reloads the import: an answer cut off midway
 * leaves the page to show what the server holds.
 */
export function useCommitImportMutation() {
  const queryClient = useQueryClient();
  const store = useStoreImport();
  const announceImported = useAnnounceImported();
  return useMutation({
    mutationFn: ({
      record,
      onProgress,
    }: {
      record: Import;
      onProgress: (progress: CommitProgress) => void;
    }) =>
      ndjsonRequest(importsEndpoints.commit, {
        params: paramsOf(record),
        body: { version: record.version },
        onLine: (line) => {
          if (isProgress(line)) onProgress(line);
        },
      }),
    onSuccess: async (answer) => {
      await store(answer);
      await announceImported();
    },
    onError: (_error, { record }) =>
      queryClient.invalidateQueries({ queryKey: importsKeys.detail(record.id) }),
    meta: inline,
  });
}

/** Removes the records the import added and restores those it updated. */
export function useRollbackImportMutation() {
  const store = useStoreImport();
  const announceImported = useAnnounceImported();
  return useMutation({
    mutationFn: (record: Import) =>
      apiRequest(importsEndpoints.rollback, {
        params: paramsOf(record),
        body: { version: record.version },
      }),
    onSuccess: async (answer) => {
      await store(answer);
      await announceImported();
    },
  });
}

/** Discards an import that was not committed, and its file. */
export function useDeleteImportMutation() {
  const queryClient = useQueryClient();
  return useVersionedMutation(importsEndpoints.remove, paramsOf, async () => {
    await queryClient.invalidateQueries({ queryKey: importsKeys.lists() });
  });
}
