import type { AriaRole, ReactNode } from 'react';
import type { Space } from './layout.css';

export type { Space };

/** The elements a layout primitive may render as (it adds no role of its own). */
export type LayoutElement =
  | 'div'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'nav'
  | 'main'
  | 'form'
  | 'ul'
  | 'ol'
  | 'li'
  | 'dl'
  | 'figure'
  | 'span'
  | 'p';

/** What Stack and Inline share. */
export interface LayoutProps {
  /** The items, laid out in order. */
  children?: ReactNode;
  /**
   * The element rendered; a list (`ul`/`ol`) keeps its list semantics without bullets.
   * @default 'div'
   */
  as?: LayoutElement;
  /** An id, e.g. for `aria-labelledby` elsewhere. @default undefined */
  id?: string;
  /** A landmark or group role, when the element does not carry one. @default undefined */
  role?: AriaRole;
  /** Accessible name (with `role`, or on a `section`/`nav`/`form`). @default undefined */
  'aria-label'?: string;
  /** Id of the element naming this one. @default undefined */
  'aria-labelledby'?: string;
}

/** Accessibility props passed through to the rendered element. */
export function a11yProps(props: LayoutProps) {
  return {
    id: props.id,
    role: props.role,
    'aria-label': props['aria-label'],
    'aria-labelledby': props['aria-labelledby'],
  };
}

export function classNames(...names: (string | false | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
