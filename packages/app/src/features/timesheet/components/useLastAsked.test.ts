import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addDays } from '@keel/types';
import { useLastAsked } from './useLastAsked';

describe('useLastAsked', () => {
  it('steps from the week last asked for while the page still shows the one before', () => {
    const { result, rerender } = renderHook(({ shown }) => useLastAsked(shown), {
      initialProps: { shown: '2028-02-07' },
    });
    // Previous week pressed: its navigation is pending, the page still shows 2028-02-07.
    result.current.ask(addDays(result.current.last(), -7));
    // Next week pressed before it lands: back to the week shown, not the one after it.
    expect(result.current.ask(addDays(result.current.last(), 7))).toBe('2028-02-07');
    // Two quick Next presses go two weeks.
    result.current.ask(addDays(result.current.last(), 7));
    expect(result.current.ask(addDays(result.current.last(), 7))).toBe('2028-02-21');
    // Once a week shows (or the URL is changed elsewhere), steps start from it.
    rerender({ shown: '2030-01-07' });
    expect(result.current.last()).toBe('2030-01-07');
  });
});
