import type { Meta, StoryObj } from '@storybook/react-vite';
import { ComboBox } from './ComboBox';
import { inFrame } from '../../test/stories';

const projects = [
  { id: 1, name: 'Apollo', description: 'APL' },
  { id: 2, name: 'Gemini', description: 'GEM' },
  { id: 3, name: 'Mercury', description: 'MER' },
];

const meta = {
  title: 'Primitives/ComboBox',
  component: ComboBox,
  args: { label: 'Project', items: projects },
  decorators: [inFrame({ maxWidth: 320, minHeight: 280 })],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
  },
};
export const Filtered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'Ge');
  },
};
export const NoResults: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'zzz');
  },
};
export const Loading: Story = {
  args: { isLoading: true, onInputChange: () => {} },
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByRole('combobox'), 'A');
  },
};
export const Selected: Story = { args: { defaultValue: 3 } };
export const Invalid: Story = { args: { errorMessage: 'Choose a project' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('combobox'));
  },
};
