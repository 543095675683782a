import { useState } from 'react';

/**
 * True from the first time `isOpen` is true on: an overlay whose code loads on
 * first use (`React.lazy`) mounts then, and stays mounted so that closing it
 * still plays its exit and later openings are immediate.
 */
export function useOpenedOnce(isOpen: boolean | undefined): boolean {
  const [opened, setOpened] = useState(Boolean(isOpen));
  if (isOpen && !opened) setOpened(true);
  return opened || Boolean(isOpen);
}
