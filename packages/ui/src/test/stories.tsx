import type { CSSProperties, ReactNode } from 'react';

/**
 * Pieces the kit's stories share. The visual tests compare these stories pixel for pixel, so a
 * helper renders exactly what the story wrote before.
 */

interface PlayUser {
  tab(): Promise<void>;
  keyboard(text: string): Promise<void>;
}

/** `play` that tabs to the story's first focusable element (its focus ring shows). */
export async function tabIn({ userEvent }: { userEvent: PlayUser }) {
  await userEvent.tab();
}

/** `play` that tabs into the story, then presses `keys` (e.g. `{ArrowRight}`). */
export function tabInThenPress(keys: string) {
  return async ({ userEvent }: { userEvent: PlayUser }) => {
    await userEvent.tab();
    await userEvent.keyboard(keys);
  };
}

/** A decorator that renders the story inside a `div` of `style` (a width, a padding...). */
export function inFrame(style: CSSProperties) {
  return function Frame(Story: () => ReactNode) {
    return <div style={style}>{Story()}</div>;
  };
}
