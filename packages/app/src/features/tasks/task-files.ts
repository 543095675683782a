import { errorMessageOf, isApiError } from '../../lib/api';
import { formatFileSize } from '../../lib/format';

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
