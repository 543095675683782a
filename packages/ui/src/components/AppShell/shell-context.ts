import { createContext, useContext } from 'react';

/** Tells the navigation it is shown in the small-screen drawer (rail expanded, links close it). */
export const ShellDrawerContext = createContext<{ inDrawer: boolean }>({ inDrawer: false });

export function useShellDrawer() {
  return useContext(ShellDrawerContext);
}
