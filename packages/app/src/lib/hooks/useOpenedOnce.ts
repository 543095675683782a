import { useState } from 'react';

/**
 * True from the first time `isOpen` is true. Dialogs the shell may never open
 * are loaded lazily and mounted from their first opening on (and kept, so
 * later closings still animate).
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
