import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QuickSearchDialog, type QuickSearchResult } from './QuickSearchDialog';
import { searchResults, searchTypes } from './quick-search.fixtures';

function Harness({
  onChoose = () => {},
  onClose = () => {},
  onTypeChange = () => {},
  results = searchResults,
  loading = false,
  initialQuery = 'bill',
}: {
  onChoose?: (result: QuickSearchResult) => void;
  onClose?: () => void;
  onTypeChange?: (type: string) => void;
  results?: QuickSearchResult[];
  loading?: boolean;
  initialQuery?: string;
}) {
  const [open, setOpen] = useState(true);
  const [query, setQuery] = useState(initialQuery);
  const [type, setType] = useState('all');
  return (
    <QuickSearchDialog
      isOpen={open}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
      query={query}
      onQueryChange={setQuery}
      types={searchTypes}
      type={type}
      onTypeChange={(next) => {
        setType(next);
        onTypeChange(next);
      }}
      results={results}
      onChoose={onChoose}
      loading={loading}
    />
  );
}

describe('QuickSearchDialog', () => {
  it('focuses the Global search input and reports what is typed', async () => {
    const user = userEvent.setup();
    render(<Harness initialQuery="" />);
    const input = screen.getByRole('combobox', { name: 'Global search' });
    expect(input).toHaveFocus();
    await user.type(input, 'quote');
    expect(input).toHaveValue('quote');
  });

  it('highlights the matching text of names and alternate names', () => {
    render(<Harness initialQuery="bill" />);
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(3);
    const marks = within(options[0]!).getAllByText((_, element) => element?.tagName === 'MARK');
    expect(marks.map((mark) => mark.textContent)).toEqual(['Bill']);
    expect(options[0]).toHaveTextContent('PRJ-0012');
  });

  it('moves through results with the arrow keys and chooses with Enter, then closes', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const input = screen.getByRole('combobox', { name: 'Global search' });
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const third = screen.getAllByRole('option')[2]!;
    expect(third).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', third.id);
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onChoose).toHaveBeenCalledWith(searchResults[2]);
    expect(screen.queryByRole('dialog', { name: 'Quick search' })).not.toBeInTheDocument();
  });

  it('chooses a result with a click', async () => {
    const user = userEvent.setup();
    const onChoose = vi.fn();
    render(<Harness onChoose={onChoose} />);
    const second = screen.getAllByRole('option')[1]!;
    expect(second).toHaveTextContent('Billing data migration');
    await user.click(second);
    expect(onChoose).toHaveBeenCalledWith(searchResults[1]);
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Harness onClose={onClose} />);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers the permitted types and reports a change of type', async () => {
    const user = userEvent.setup();
    const onTypeChange = vi.fn();
    render(<Harness onTypeChange={onTypeChange} />);
    const group = screen.getByRole('radiogroup', { name: 'Search type' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['All', 'Projects', 'Quotes']);
    await user.click(within(group).getByRole('radio', { name: 'Quotes' }));
    expect(onTypeChange).toHaveBeenCalledWith('quotes');
  });

  it('says when it is searching and when nothing matches', () => {
    const { rerender } = render(<Harness loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    rerender(<Harness results={[]} initialQuery="zzz" />);
    expect(screen.getByText('No results for “bill”.')).toBeInTheDocument();
  });
});
