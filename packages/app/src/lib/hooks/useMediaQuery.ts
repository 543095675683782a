import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, following it as the viewport changes
 * (a phone turned sideways, a window resized). Without `matchMedia` (tests,
 * old engines) it is `fallback`.
 */
export function useMediaQuery(query: string, fallback = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(query).matches ?? fallback,
    () => fallback,
  );
}
