import { describe, expect, it } from 'vitest';
import { loggedUrl } from './request-log';

describe('loggedUrl', () => {
  const secret = 'a-token-that-must-not-be-logged';
  const forms = [
    `stakeholderToken=${secret}`,
    `STAKEHOLDERTOKEN=${secret}`,
    `stakeholderToken[]=${secret}`,
    `stakeholderToken[0]=${secret}`,
    `stakeholderToken[a][b]=${secret}`,
    `stakeholderToken%5B%5D=${secret}`,
    `stakeholder%54oken=${secret}`,
    `stakeholder%2554oken=${secret}`,
    `%73%74%61%6b%65%68%6f%6c%64%65%72%54%6f%6b%65%6e=${secret}`,
    `stakeholder_token=${secret}`,
    `stakeholder+Token=${secret}`,
    `stakeholderToken.x=${secret}`,
    `stakeholderToken=${secret}&stakeholderToken=${secret}`,
    `stakeholderToken[]=x&stakeholderToken[]=${secret}`,
    `reportToken=${secret}`,
    `password=${secret}`,
  ];
  it.each(forms)('redacts every form of a token parameter: %s', (query) => {
    const url = loggedUrl(`/api/public/projects/1/time-material?page=2&${query}&b=1`);
    expect(url).not.toContain(secret);
    expect(url).toMatch(/^\/api\/public\/projects\/1\/time-material\?page=2&.*\[redacted\].*&b=1$/);
  });

  it('keeps other parameters and the names as sent', () => {
    expect(loggedUrl('/x?a=1&stakeholderToken[]=abc&b=2')).toBe(
      '/x?a=1&stakeholderToken[]=[redacted]&b=2',
    );
    expect(loggedUrl('/x?a=1&b=%zz')).toBe('/x?a=1&b=%zz');
    expect(loggedUrl('/x?a=1')).toBe('/x?a=1');
  });
});
