import { errorMessageOf, isApiError } from '../../lib/api';

/** A file size for people: `512 B`, `3.4 KB`, `25 MB`. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = value >= 10 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1);
  return `${shown} ${units[unit]}`;
}

/**
 * Why an upload failed, naming the file. A 413 names the server's limit
 * (its message carries the limit in bytes), since the limit is configured
 * on the server and the app does not know it beforehand.
 */
export function uploadErrorMessage(fileName: string, error: unknown): string {
  if (isApiError(error) && error.status === 413) {
    const bytes = /(\d+) bytes/.exec(errorMessageOf(error))?.[1];
    const limit = bytes ? `the limit of ${formatFileSize(Number(bytes))}` : 'the size limit';
    return `“${fileName}” is larger than ${limit}. Choose a smaller file.`;
  }
  return `“${fileName}” was not attached: ${errorMessageOf(error)}`;
}
