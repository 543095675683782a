import { useCallback, useState } from 'react';
import type { ThemeName } from '@keel/ui';
import { resolveTheme, saveThemePreference, storedThemePreference } from './theme';

/** The theme shown now and a setter that persists the choice (UI.md: the choice persists). */
export function useTheme(): [ThemeName, (theme: ThemeName) => void] {
  const [theme, setTheme] = useState<ThemeName>(() => resolveTheme(storedThemePreference()));
  const change = useCallback((next: ThemeName) => {
    saveThemePreference(next);
    setTheme(next);
  }, []);
  return [theme, change];
}
