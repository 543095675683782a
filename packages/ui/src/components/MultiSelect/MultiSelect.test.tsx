import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  MESSAGES,
  MULTI_SELECT_LIST_MAX_HEIGHT_PX,
  MULTI_SELECT_OPTION_HEIGHT_PX,
  MULTI_SELECT_OPTIONS_LIMIT,
  SELECT_OPTION_HEIGHT_PX,
} from '@keel/types';
import { MultiSelect } from './MultiSelect';

const teams = [
  { id: 1, name: 'Delivery' },
  { id: 2, name: 'Design' },
  { id: 3, name: 'Finance' },
];

// jsdom has no layout; give the virtualised list a real viewport to render rows into.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(
    MULTI_SELECT_LIST_MAX_HEIGHT_PX,
  );
});
afterEach(() => {
  vi.restoreAllMocks();
});

async function open() {
  await userEvent.click(screen.getByRole('button', { name: /^Teams/ }));
  return screen.getByRole('listbox', { name: /Teams/ });
}

describe('MultiSelect', () => {
  it('selects several options and can clear them', async () => {
    const onChange = vi.fn();
    render(<MultiSelect label="Teams" items={teams} onChange={onChange} />);
    const list = await open();
    await userEvent.click(within(list).getByRole('option', { name: 'Delivery' }));
    await userEvent.click(within(list).getByRole('option', { name: 'Finance' }));
    expect(onChange).toHaveBeenLastCalledWith([1, 3]);
    // The first Escape belongs to the search field, the second closes the list.
    await userEvent.keyboard('{Escape}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Teams Delivery, Finance' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear Teams' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('shows the maximum message at the limit and blocks further choices', async () => {
    const onChange = vi.fn();
    render(
      <MultiSelect label="Teams" items={teams} max={2} defaultValue={[1]} onChange={onChange} />,
    );
    const list = await open();
    expect(screen.queryByText(MESSAGES.multiSelectMaximum(2))).not.toBeInTheDocument();
    await userEvent.click(within(list).getByRole('option', { name: 'Design' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'Maximum of 2 options selected. First remove a selected option to select another.',
    );
    const finance = within(list).getByRole('option', { name: 'Finance' });
    expect(finance).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(finance);
    expect(onChange).toHaveBeenLastCalledWith([1, 2]);
    await userEvent.click(within(list).getByRole('option', { name: 'Delivery' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(list).getByRole('option', { name: 'Finance' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('says the list is empty when there are no options', async () => {
    render(<MultiSelect label="Teams" items={[]} />);
    const list = await open();
    expect(list).toHaveTextContent(MESSAGES.multiSelectEmpty);
  });

  it('says nothing matches when the search finds nothing', async () => {
    render(<MultiSelect label="Teams" items={teams} />);
    await open();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Teams' }), 'zzz');
    expect(screen.getByRole('listbox', { name: /Teams/ })).toHaveTextContent(
      MESSAGES.multiSelectNoMatches,
    );
  });

  it('filters by the search text', async () => {
    render(<MultiSelect label="Teams" items={teams} />);
    await open();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search Teams' }), 'de');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Delivery', 'Design']);
  });

  it('offers at most 1000 options and renders only the visible ones', async () => {
    const many = Array.from({ length: 1500 }, (_, i) => ({ id: i + 1, name: `Option ${i + 1}` }));
    render(<MultiSelect label="Teams" items={many} />);
    const list = await open();
    const rendered = within(list).getAllByRole('option');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(50);
    expect(rendered[0]).toHaveAttribute('aria-setsize', String(MULTI_SELECT_OPTIONS_LIMIT));
  });

  it('limits the list to 300 px with 40 px options, or 54 px options when asked', async () => {
    const { unmount } = render(<MultiSelect label="Teams" items={teams} />);
    let list = await open();
    expect(list).toHaveStyle({ maxHeight: `${MULTI_SELECT_LIST_MAX_HEIGHT_PX}px` });
    expect(within(list).getByRole('option', { name: 'Design' })).toHaveStyle({
      minHeight: `${MULTI_SELECT_OPTION_HEIGHT_PX}px`,
    });
    unmount();
    render(<MultiSelect label="Teams" items={teams} optionHeight={SELECT_OPTION_HEIGHT_PX} />);
    list = await open();
    expect(within(list).getByRole('option', { name: 'Design' })).toHaveStyle({
      minHeight: '54px',
    });
  });

  it('runs its rules when the selection changes', async () => {
    render(
      <MultiSelect
        label="Teams"
        items={teams}
        defaultValue={[1]}
        rules={[(value) => value.length > 0 || 'Pick at least one team']}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear Teams' }));
    expect(screen.getByText('Pick at least one team')).toBeInTheDocument();
  });
});
