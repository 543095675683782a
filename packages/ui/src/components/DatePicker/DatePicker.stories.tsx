import type { Meta, StoryObj } from '@storybook/react-vite';
import { DatePicker } from './DatePicker';
import { inFrame, tabIn } from '../../test/stories';

const meta = {
  title: 'Primitives/DatePicker',
  component: DatePicker,
  args: { label: 'Due date', focusedValue: '2025-03-01' },
  decorators: [inFrame({ maxWidth: 280, minHeight: 380 })],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: '2025-03-14' } };
export const Open: Story = {
  args: { defaultValue: '2025-03-14' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
  },
};
export const Focused: Story = { play: tabIn };
export const Invalid: Story = {
  args: { defaultValue: '2025-03-14', errorMessage: 'Must be after the start date' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '2025-03-14' } };
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { defaultValue: '2025-03-14' },
  play: Open.play,
};
