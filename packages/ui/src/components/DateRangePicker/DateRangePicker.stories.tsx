import type { Meta, StoryObj } from '@storybook/react-vite';
import { DateRangePicker } from './DateRangePicker';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Primitives/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Reporting period', focusedValue: '2025-03-01' },
  decorators: [inFrame({ maxWidth: 340, minHeight: 380 })],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = {
  args: { defaultValue: { start: '2025-03-03', end: '2025-03-14' } },
};
export const Open: Story = {
  args: { defaultValue: { start: '2025-03-03', end: '2025-03-14' } },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
  },
};
export const Invalid: Story = { args: { errorMessage: 'Choose a start and an end date' } };
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: { start: '2025-03-03', end: '2025-03-14' } },
};
export const Dark: Story = { globals: { theme: 'dark' }, args: WithValue.args, play: Open.play };
