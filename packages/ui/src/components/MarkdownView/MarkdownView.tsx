import { useMemo } from 'react';
import { MarkdownHtml } from './MarkdownHtml';
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
export function MarkdownView({ source, ...rest }: MarkdownViewProps) {
  const html = useMemo(() => (source.trim() ? renderMarkdown(source) : ''), [source]);
  return <MarkdownHtml html={html} {...rest} />;
}
