import { createRef } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@keel/types';
import { Form, type FormHandle } from './Form';
import { TextField } from '../TextField/TextField';
import { TextArea } from '../TextArea/TextArea';
import { NumberField } from '../NumberField/NumberField';
import { Button } from '../Button/Button';
import type { Rule } from '../../private/rules';

const required: Rule<string> = (value) => value.length > 0 || 'Name is required';
const short: Rule<string> = (value) => value.length <= 5 || 'At most 5 characters';

describe('field rules', () => {
  it('shows the message a rule returns as soon as the value changes', async () => {
    render(<TextField label="Name" rules={[short]} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'abcdef');
    expect(input).toHaveAccessibleDescription('At most 5 characters');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '{Backspace}');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('At most 5 characters')).not.toBeInTheDocument();
  });

  it('runs the rules on blur even when nothing was typed', async () => {
    render(<TextField label="Name" rules={[required]} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await userEvent.click(input);
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Name is required');
  });

  it.each([
    ['false', () => false],
    ['undefined', () => undefined],
    ['a number', () => 42 as unknown as string],
    ['an empty string', () => ''],
    [
      'a thrown error',
      () => {
        throw new Error('boom');
      },
    ],
  ])('shows Invalid when a rule fails with %s', async (_kind, rule) => {
    render(<TextField label="Code" rules={[rule as Rule<string>]} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, 'x');
    expect(input).toHaveAccessibleDescription(MESSAGES.ruleInvalid);
  });

  it('shows only the first failing rule', async () => {
    const alwaysFails: Rule<string> = () => 'Second message';
    render(<TextField label="Name" rules={[short, alwaysFails]} />);
    const input = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'abcdefg');
    expect(input).toHaveAccessibleDescription('At most 5 characters');
    expect(screen.queryByText('Second message')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'ab');
    expect(input).toHaveAccessibleDescription('Second message');
  });

  it('validates number fields with rules on the parsed value', async () => {
    const positive: Rule<number | null> = (value) =>
      (value !== null && value > 0) || 'Must be positive';
    render(<NumberField label="Hours" rules={[positive]} />);
    const input = screen.getByRole('textbox', { name: 'Hours' });
    await userEvent.type(input, '-3');
    await userEvent.tab();
    expect(input).toHaveAccessibleDescription('Must be positive');
    await userEvent.clear(input);
    await userEvent.type(input, '4');
    await userEvent.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });
});

describe('Form', () => {
  function Example(props: { onSubmit?: () => void; serverErrors?: Record<string, string[]> }) {
    return (
      <Form aria-label="Project" onSubmit={props.onSubmit} serverErrors={props.serverErrors}>
        <TextField label="Name" name="name" rules={[required]} />
        <TextArea label="Description" name="description" rules={[required]} />
        <Button type="submit">Save</Button>
        <Button type="reset">Reset</Button>
      </Form>
    );
  }

  it('validates every registered field on submit and does not submit when one fails', async () => {
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Name is required',
    );
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAccessibleDescription(
      'Name is required',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits when every rule passes', async () => {
    const onSubmit = vi.fn();
    render(<Example onSubmit={onSubmit} />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Apollo');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Moon');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('reset clears values and errors', async () => {
    render(<Example />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Apollo');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(name).toHaveValue('');
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
  });

  it('exposes validate() and reset() through its ref, including controlled fields', async () => {
    const ref = createRef<FormHandle>();
    const onChange = vi.fn();
    render(
      <Form ref={ref} aria-label="Hours">
        <TextField label="Name" rules={[required]} />
        <NumberField label="Hours" value={8} onChange={onChange} />
      </Form>,
    );
    let valid = true;
    act(() => {
      valid = ref.current!.validate();
    });
    expect(valid).toBe(false);
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    act(() => ref.current!.reset());
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('shows the server field errors on their fields until the user edits them', async () => {
    render(<Example serverErrors={{ name: ['Name already in use'] }} />);
    const name = screen.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAccessibleDescription('Name already in use');
    await userEvent.type(name, 'B');
    expect(screen.queryByText('Name already in use')).not.toBeInTheDocument();
  });
});
