import type { Meta, StoryObj } from '@storybook/react-vite';
import { Calendar, RangeCalendar } from './Calendar';

const meta = {
  title: 'Primitives/Calendar',
  component: Calendar,
  args: { 'aria-label': 'Due date', defaultValue: '2025-03-14' },
} satisfies Meta<typeof Calendar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { defaultValue: null, focusedValue: '2025-03-01' } };
export const WithLimits: Story = { args: { minValue: '2025-03-05', maxValue: '2025-03-25' } };
export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /14 March 2025|March 14, 2025/ }));
    await userEvent.keyboard('{ArrowRight}');
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Range: Story = {
  render: () => (
    <RangeCalendar
      aria-label="Reporting period"
      defaultValue={{ start: '2025-03-03', end: '2025-03-14' }}
    />
  ),
};
export const Dark: Story = { globals: { theme: 'dark' }, render: Range.render };
