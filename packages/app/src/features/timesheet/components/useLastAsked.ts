import { useEffect, useRef } from 'react';

/**
 * The value last asked for beside the one shown (a day, a week): two quick
 * presses of Next go two steps, and Previous then Next comes back, even when
 * the second press comes while the first's navigation is still pending (its
 * loader runs) and the page still shows the value before it. It follows the
 * shown value whenever that changes.
 */
export function useLastAsked<T>(shown: T): { last: () => T; ask: (value: T) => T } {
  const asked = useRef(shown);
  useEffect(() => {
    asked.current = shown;
  }, [shown]);
  return {
    last: () => asked.current,
    ask: (value) => (asked.current = value),
  };
}
