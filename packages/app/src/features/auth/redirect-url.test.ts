import { safeRedirectUrl } from './redirect-url';

describe('safeRedirectUrl', () => {
  it('keeps a same-origin path with its query and hash', () => {
    expect(safeRedirectUrl('/projects/12/tasks/list?status=1#top')).toBe(
      '/projects/12/tasks/list?status=1#top',
    );
  });

  it('refuses other origins in every disguise', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/path',
      '/\\evil.example',
      '\\\\evil.example',
      'javascript:alert(1)',
      '/\tevil',
      'projects',
      '',
      null,
      undefined,
    ]) {
      expect(safeRedirectUrl(value)).toBeNull();
    }
  });

  it('does not send the user back to a sign-in page', () => {
    expect(safeRedirectUrl('/auth/logout')).toBeNull();
    expect(safeRedirectUrl('/auth/login?redirectUrl=/x')).toBeNull();
  });
});
