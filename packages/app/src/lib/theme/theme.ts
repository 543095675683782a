import { themeClassNames, type ThemeName } from '@keel/ui';
import type { ThemePreference } from '@keel/types';
import { STORAGE_KEYS, readStored, writeStored } from '../storage/local-storage';

export function storedThemePreference(): ThemePreference {
  const saved = readStored<string>(STORAGE_KEYS.theme);
  return saved === 'light' || saved === 'dark' ? saved : 'system';
}

export function resolveTheme(preference: ThemePreference): ThemeName {
  if (preference !== 'system') return preference;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/**
 * Puts the theme class on <html> (index.html already set `data-theme` before
 * the first paint from the same stored value, so nothing flashes).
 */
export function applyTheme(theme: ThemeName): void {
  const root = document.documentElement;
  for (const [name, className] of Object.entries(themeClassNames)) {
    root.classList.toggle(className, name === theme);
  }
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}

export function saveThemePreference(preference: ThemePreference): void {
  writeStored(STORAGE_KEYS.theme, preference);
  applyTheme(resolveTheme(preference));
}
