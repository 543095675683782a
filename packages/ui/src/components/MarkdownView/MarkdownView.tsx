import { useMemo } from 'react';
import * as styles from './MarkdownView.css';
import { renderMarkdown } from './render-markdown';

export interface MarkdownViewProps {
  /** Markdown text written by users; it is sanitised before it is shown. */
  source: string;
  /** Accessible name when the view is a landmark of its own (a preview, for example). */
  'aria-label'?: string;
  /** Shown when `source` is blank. @default nothing */
  emptyText?: string;
}

/** Renders user-written Markdown safely: scripts and event handlers are removed, links get `rel="noopener noreferrer nofollow"`; no style, class, id or positioned element survives. */
export function MarkdownView({ source, emptyText, ...aria }: MarkdownViewProps) {
  const html = useMemo(() => renderMarkdown(source), [source]);
  const label = aria['aria-label'];
  if (!source.trim()) {
    return emptyText ? (
      <div className={styles.prose} role={label ? 'region' : undefined} aria-label={label}>
        <p>{emptyText}</p>
      </div>
    ) : null;
  }
  return (
    <div
      className={styles.prose}
      role={label ? 'region' : undefined}
      aria-label={label}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
