import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';
import { inFrame, tabIn } from '../../test/stories';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Project name' },
  decorators: [inFrame({ maxWidth: 360 })],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'Website redesign' } };
export const WithDescription: Story = {
  args: { description: 'Shown in the menu and in reports.', placeholder: 'e.g. Apollo' },
};
export const Required: Story = {
  args: { isRequired: true, rules: [(value) => value.length > 0 || 'Project name is required'] },
};
export const Focused: Story = { play: tabIn };
export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('textbox'));
  },
};
export const Invalid: Story = {
  args: {
    defaultValue: 'A name far longer than forty characters allowed here',
    rules: [(value) => value.length <= 40 || 'At most 40 characters'],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), '!');
  },
};
export const InvalidNonText: Story = {
  name: 'Invalid (non-text failure)',
  args: { defaultValue: 'x', rules: [() => false] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), 'y');
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Locked name' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Read-only name' } };
export const Password: Story = { args: { label: 'Password', type: 'password' } };
export const LongText: Story = {
  args: {
    label: 'A long label that explains exactly what this field is for and why it matters',
    defaultValue:
      'An unusually long value that does not fit the input and scrolls horizontally inside it',
    description: 'A long description that wraps onto a second line because the field is narrow.',
  },
};
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: 'abc', rules: [(value) => value.length > 3 || 'Too short'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('textbox'), '{Backspace}');
  },
};
