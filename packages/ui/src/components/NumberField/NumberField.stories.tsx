import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberField } from './NumberField';
import { inFrame, tabIn } from '../../test/stories';

const meta = {
  title: 'Primitives/NumberField',
  component: NumberField,
  args: { label: 'Hours' },
  decorators: [inFrame({ maxWidth: 240 })],
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 7.5, step: 0.5 } };
export const Currency: Story = {
  args: {
    label: 'Budget',
    defaultValue: 125000,
    formatOptions: { style: 'currency', currency: 'EUR' },
    hideStepper: true,
  },
};
export const Focused: Story = { play: tabIn };
export const Invalid: Story = {
  args: {
    defaultValue: 30,
    rules: [(value) => (value !== null && value <= 24) || 'At most 24 hours a day'],
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('textbox'));
    await userEvent.tab();
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 8 } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 8 } };
