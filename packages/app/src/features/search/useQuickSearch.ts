import { useCallback, useEffect, useMemo, useState } from 'react';
import type { AccessUser } from '../../lib/session';
import {
  initialQuickSearchType,
  isQuickSearchShortcut,
  mayTimeFromSearch,
  quickSearchTypes,
} from './quick-search';

/**
 * Open state of the quick search with its Ctrl+K / Cmd+K shortcut. Opening
 * clears the text (and so the results) and sets the type (SPEC §4); a user
 * who may search nothing (no projects, no quotes, no tasks to time) gets no
 * shortcut.
 */
export function useQuickSearch(user: AccessUser, path: string) {
  const types = useMemo(() => quickSearchTypes(user), [user]);
  const [isOpen, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [type, setType] = useState('0');
  // Tasks to start the running timer on: the member searches for them alone.
  const canTime = useMemo(() => mayTimeFromSearch(user), [user]);
  const canSearch = types.length > 0 || canTime;

  const open = useCallback(() => {
    if (!canSearch) return;
    setQuery('');
    setType(initialQuickSearchType(types, path));
    setOpen(true);
  }, [canSearch, types, path]);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!canSearch) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isQuickSearchShortcut(event)) return;
      event.preventDefault();
      open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [canSearch, open]);

  return { canSearch, canTime, types, isOpen, open, close, query, setQuery, type, setType };
}
