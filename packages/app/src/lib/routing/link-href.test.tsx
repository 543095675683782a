import type { ReactNode } from 'react';
import { renderHook } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { useLinkHref } from './link-href';

function hrefAt(path: string, href: string): string {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => useLinkHref(href), { wrapper }).result.current;
}

describe('useLinkHref', () => {
  it('keeps links with a scheme of their own as written', () => {
    expect(hrefAt('/projects/contacts', 'mailto:ada@example.com')).toBe('mailto:ada@example.com');
    expect(hrefAt('/projects/contacts', 'tel:+442079460101')).toBe('tel:+442079460101');
    expect(hrefAt('/projects/contacts', 'https://example.com/a')).toBe('https://example.com/a');
    expect(hrefAt('/projects/contacts', '//example.com/a')).toBe('//example.com/a');
  });

  it('resolves app paths through the router', () => {
    expect(hrefAt('/projects/7/overview', '/quotes/3')).toBe('/quotes/3');
    expect(hrefAt('/projects/7/overview', '/tasks/workload?weeks=12')).toBe(
      '/tasks/workload?weeks=12',
    );
  });
});
