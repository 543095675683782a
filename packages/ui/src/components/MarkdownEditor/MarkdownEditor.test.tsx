import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownEditor } from './MarkdownEditor';

describe('MarkdownEditor', () => {
  it('edits Markdown in a labelled text area and reports each change', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<MarkdownEditor label="Description" onChange={onChange} />);
    await user.type(screen.getByRole('textbox', { name: 'Description' }), '# Hi');
    expect(onChange).toHaveBeenLastCalledWith('# Hi');
  });

  it('previews the sanitised Markdown in the Preview tab', async () => {
    const user = userEvent.setup();
    render(
      <MarkdownEditor
        label="Description"
        defaultValue={'## Scope\n\n**Fixed** price\n\n<script>alert(1)</script>'}
      />,
    );
    expect(screen.getByRole('tab', { name: 'Write' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByRole('region', { name: 'Description preview' });
    expect(screen.getByRole('heading', { name: 'Scope' })).toBeInTheDocument();
    expect(preview.querySelector('script')).toBeNull();
    expect(preview).toHaveTextContent('Fixed price');
  });

  it('says there is nothing to preview when the text is empty', async () => {
    const user = userEvent.setup();
    render(<MarkdownEditor label="Description" />);
    await user.click(screen.getByRole('tab', { name: 'Preview' }));
    expect(screen.getByText('Nothing to preview.')).toBeInTheDocument();
  });
});
