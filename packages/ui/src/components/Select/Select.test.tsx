import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@keel/types';
import { Select } from './Select';
import { ComboBox } from '../ComboBox/ComboBox';

const teams = [
  { id: 1, name: 'Delivery' },
  { id: 2, name: 'Design' },
];

describe('Select', () => {
  it('selects an option and shows it', async () => {
    const onChange = vi.fn();
    render(<Select label="Team" items={teams} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Team/ }));
    await userEvent.click(screen.getByRole('option', { name: 'Design' }));
    expect(onChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: /Team/ })).toHaveTextContent('Design');
  });

  it('says No Results when there are no options', async () => {
    render(<Select label="Team" items={[]} />);
    await userEvent.click(screen.getByRole('button', { name: /Team/ }));
    expect(within(screen.getByRole('listbox')).getByText(MESSAGES.selectNoResults)).toBeVisible();
  });

  it('says Loading... while loading', async () => {
    render(<Select label="Team" items={teams} isLoading />);
    await userEvent.click(screen.getByRole('button', { name: /Team/ }));
    expect(within(screen.getByRole('listbox')).getByText(MESSAGES.selectLoading)).toBeVisible();
    expect(screen.queryByRole('option', { name: 'Delivery' })).not.toBeInTheDocument();
  });

  it('can be cleared when clearable', async () => {
    const onChange = vi.fn();
    render(<Select label="Team" items={teams} defaultValue={1} isClearable onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear Team' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(screen.queryByRole('button', { name: 'Clear Team' })).not.toBeInTheDocument();
  });

  it('runs its rules when the selection changes', async () => {
    render(
      <Select
        label="Team"
        items={teams}
        defaultValue={1}
        isClearable
        rules={[(value) => value !== null || 'Choose a team']}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear Team' }));
    expect(screen.getByText('Choose a team')).toBeInTheDocument();
  });
});

describe('ComboBox', () => {
  it('filters options by the typed text and says No Results when nothing matches', async () => {
    render(<ComboBox label="Team" items={teams} />);
    const input = screen.getByRole('combobox', { name: 'Team' });
    await userEvent.type(input, 'Des');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Design']);
    await userEvent.type(input, 'xyz');
    expect(within(screen.getByRole('listbox')).getByText(MESSAGES.selectNoResults)).toBeVisible();
  });

  it('says Loading... while loading', async () => {
    render(<ComboBox label="Team" items={teams} isLoading onInputChange={() => {}} />);
    await userEvent.type(screen.getByRole('combobox', { name: 'Team' }), 'D');
    expect(within(screen.getByRole('listbox')).getByText(MESSAGES.selectLoading)).toBeVisible();
  });
});
