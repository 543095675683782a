import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Checkbox } from './Checkbox';
import { Switch } from '../Switch/Switch';
import { Radio, RadioGroup } from '../RadioGroup/RadioGroup';

describe('choice controls', () => {
  it('toggles a checkbox with the mouse and the space key', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Billable</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Billable' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('toggles a switch', async () => {
    render(<Switch>Dark theme</Switch>);
    const toggle = screen.getByRole('switch', { name: 'Dark theme' });
    await userEvent.click(toggle);
    expect(toggle).toBeChecked();
  });

  it('moves the radio choice with arrow keys', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroup label="Group by" defaultValue="a" onChange={onChange}>
        <Radio value="a">Project</Radio>
        <Radio value="b">Status</Radio>
      </RadioGroup>,
    );
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Status' })).toBeChecked();
    expect(onChange).toHaveBeenCalledWith('b');
  });
});
