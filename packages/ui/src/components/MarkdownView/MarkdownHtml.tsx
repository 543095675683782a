import * as styles from './MarkdownView.css';

export interface MarkdownHtmlProps {
  /**
   * Markdown already rendered and sanitised by Keel's one renderer (`createMarkdownRenderer`
   * in `render-markdown.ts`): by {@link MarkdownView} in the page, or by the server for a
   * public page that loads no renderer. Never HTML from anywhere else.
   */
  html: string;
  /** Accessible name when the view is a landmark of its own (a preview, for example). */
  'aria-label'?: string;
  /** Shown when `html` is blank. @default nothing */
  emptyText?: string;
}

/** Shows rendered Markdown in the prose style; this module imports no renderer, so a page that gets its Markdown rendered by the server loads neither Marked nor DOMPurify. */
export function MarkdownHtml({ html, emptyText, ...aria }: MarkdownHtmlProps) {
  const label = aria['aria-label'];
  if (!html.trim()) {
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
