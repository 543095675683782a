import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { MarkdownEditor, type MentionCandidate } from './MarkdownEditor';

const team: MentionCandidate[] = [
  { id: 1, name: 'Ada Admin', color: '#7c3aed' },
  { id: 2, name: 'Max Member', color: '#0f766e' },
  { id: 3, name: 'Pat Manager', color: '#b45309' },
];

function Controlled({ onMention }: { onMention?: (c: MentionCandidate) => void }) {
  const [text, setText] = useState('');
  return (
    <>
      <MarkdownEditor
        label="Message"
        value={text}
        onChange={setText}
        mentionCandidates={team}
        onMention={onMention}
      />
      <pre data-testid="text">{text}</pre>
    </>
  );
}

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

  describe('@mentions', () => {
    it('lists matching people as a listbox the text area controls, keeping focus', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      const box = screen.getByRole('textbox', { name: 'Message' });
      expect(box).toHaveAttribute('aria-autocomplete', 'list');
      expect(box).toHaveAttribute('aria-haspopup', 'listbox');
      expect(box).not.toHaveAttribute('aria-controls');
      await user.type(box, 'Hi @');
      expect(screen.queryByRole('listbox')).toBeNull();
      await user.type(box, 'ma');
      const list = screen.getByRole('listbox', { name: 'People to mention in Message' });
      expect(box).toHaveAttribute('aria-controls', list.id);
      const options = screen.getAllByRole('option');
      expect(options).toHaveLength(2);
      expect(options[0]).toHaveAccessibleName('Max Member');
      expect(options[1]).toHaveAccessibleName('Pat Manager');
      expect(box).toHaveAttribute('aria-activedescendant', options[0]?.id);
      expect(options[0]).toHaveAttribute('aria-selected', 'true');
      expect(box).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('2 people match');
    });

    it('moves with the arrows, wraps, and inserts the highlighted person with Enter', async () => {
      const user = userEvent.setup();
      const onMention = vi.fn();
      render(<Controlled onMention={onMention} />);
      const box = screen.getByRole('textbox', { name: 'Message' });
      await user.type(box, 'Hi @ma');
      await user.keyboard('{ArrowDown}');
      expect(box).toHaveAttribute('aria-activedescendant', screen.getAllByRole('option')[1]?.id);
      await user.keyboard('{ArrowDown}');
      expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{ArrowUp}');
      expect(screen.getAllByRole('option')[1]).toHaveAttribute('aria-selected', 'true');
      await user.keyboard('{Enter}');
      expect(screen.getByTestId('text')).toHaveTextContent(/^Hi @Pat Manager$/);
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(box).not.toHaveAttribute('aria-activedescendant');
      expect(onMention).toHaveBeenCalledWith(team[2]);
      // The caret is after the inserted mention and its space: typing goes on from there.
      await user.type(box, 'thanks');
      expect(screen.getByTestId('text')).toHaveTextContent('Hi @Pat Manager thanks');
    });

    it('inserts with Tab, and with a click', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      const box = screen.getByRole('textbox', { name: 'Message' });
      await user.type(box, '@ad');
      await user.keyboard('{Tab}');
      expect(box).toHaveFocus();
      await user.type(box, 'and @mem');
      await user.click(screen.getByRole('option', { name: 'Max Member' }));
      expect(screen.getByTestId('text')).toHaveTextContent('@Ada Admin and @Max Member');
      expect(box).toHaveFocus();
    });

    it('closes on Escape for that @ only, leaving the text and a later Enter alone', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      const box = screen.getByRole('textbox', { name: 'Message' });
      await user.type(box, '@pa');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      await user.type(box, 't{Enter}@ma');
      expect(screen.getByTestId('text').textContent).toBe('@pat\n@ma');
      expect(screen.getByRole('listbox')).toBeInTheDocument();
    });

    it('opens again for a new @ where a dismissed one was', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      const box = screen.getByRole('textbox', { name: 'Message' });
      await user.type(box, '@pa{Escape}');
      expect(screen.queryByRole('listbox')).toBeNull();
      await user.type(box, '{Backspace}{Backspace}{Backspace}@pa');
      expect(screen.getByRole('listbox')).toBeInTheDocument();
    });

    it('closes when the Preview tab hides the text area, and stays closed on return', async () => {
      const user = userEvent.setup();
      render(<Controlled />);
      await user.type(screen.getByRole('textbox', { name: 'Message' }), '@ma');
      expect(screen.getByRole('listbox')).toBeInTheDocument();
      await user.click(screen.getByRole('tab', { name: 'Preview' }));
      await user.click(screen.getByRole('tab', { name: 'Write' }));
      expect(screen.queryByRole('listbox')).toBeNull();
    });

    it('has no list without candidates', async () => {
      const user = userEvent.setup();
      render(<MarkdownEditor label="Notes" />);
      const box = screen.getByRole('textbox', { name: 'Notes' });
      await user.type(box, '@ma');
      expect(screen.queryByRole('listbox')).toBeNull();
      expect(box).not.toHaveAttribute('aria-autocomplete');
    });
  });
});
