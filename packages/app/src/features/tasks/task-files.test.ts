import { ApiError } from '../../lib/api';
import { formatFileSize } from '../../lib/format';
import { uploadErrorMessage } from './task-files';

describe('task files', () => {
  it('shows sizes in the largest whole unit', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(3482)).toBe('3.4 KB');
    expect(formatFileSize(25 * 1024 * 1024)).toBe('25 MB');
  });

  it('names the server limit of a 413', () => {
    const error = new ApiError(413, 'Payload Too Large', {
      message: 'The file is larger than 26214400 bytes',
    });
    expect(uploadErrorMessage('plan.pdf', error)).toBe(
      '“plan.pdf” is larger than the limit of 25 MB. Choose a smaller file.',
    );
  });

  it('says a 413 without a figure is over the size limit, and names other failures', () => {
    expect(uploadErrorMessage('a.bin', new ApiError(413, 'Payload Too Large', undefined))).toBe(
      '“a.bin” is larger than the size limit. Choose a smaller file.',
    );
    expect(uploadErrorMessage('a.bin', new ApiError(415, '', 'Unsupported file'))).toBe(
      '“a.bin” was not attached: Unsupported file',
    );
  });
});
