import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownView } from './MarkdownView';
import { releaseNotes } from './markdown.fixtures';

describe('MarkdownView', () => {
  it('renders headings, lists, tables and emphasis from Markdown', () => {
    render(<MarkdownView source={releaseNotes} />);
    expect(screen.getByRole('heading', { name: 'Kick-off notes', level: 2 })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(screen.getByText('migration').tagName).toBe('STRONG');
  });

  it('strips script elements', () => {
    const { container } = render(
      <MarkdownView source={'Hello <script>window.hacked = true</script> world'} />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container).toHaveTextContent('Hello world');
  });

  it('strips event handler attributes such as onerror', () => {
    const { container } = render(
      <MarkdownView
        source={
          '<img src="x" onerror="alert(1)" alt="chart"> <a href="javascript:alert(1)">bad</a>'
        }
      />,
    );
    const image = screen.getByRole('img', { name: 'chart' });
    expect(image).not.toHaveAttribute('onerror');
    expect(container.innerHTML).not.toMatch(/onerror|javascript:/i);
  });

  it('gives every link rel="noopener noreferrer nofollow" and opens web links in a new tab', () => {
    render(<MarkdownView source={releaseNotes} />);
    const link = screen.getByRole('link', { name: 'plan' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('shows the empty text for a blank source', () => {
    render(<MarkdownView source="   " emptyText="No description yet." />);
    expect(screen.getByText('No description yet.')).toBeInTheDocument();
  });
});
