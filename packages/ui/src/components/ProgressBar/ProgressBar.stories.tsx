import type { Meta, StoryObj } from '@storybook/react-vite';
import { ProgressBar } from './ProgressBar';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Primitives/ProgressBar',
  component: ProgressBar,
  args: { label: 'Exporting timesheets', value: 40 },
  decorators: [inFrame({ maxWidth: 360 })],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Empty: Story = { args: { value: 0 } };
export const Complete: Story = { args: { value: 100 } };
export const Indeterminate: Story = {
  args: { isIndeterminate: true, label: 'Recalculating forecast' },
};
export const LongText: Story = {
  args: { label: 'Importing 14,200 time entries from the legacy system for all teams', value: 72 },
};
export const Dark: Story = { globals: { theme: 'dark' } };

/** How much of a cap is used: the level's tone, a mark at the 80 % warning threshold. */
export const Cap: Story = {
  args: {
    label: 'Hours of the 200 h cap',
    value: 120,
    maxValue: 200,
    valueLabel: '60 %',
    markAt: 0.8,
  },
};
export const CapCaution: Story = {
  args: { ...Cap.args, value: 172, valueLabel: '86 %', tone: 'caution' },
};
export const CapCritical: Story = {
  args: { ...Cap.args, value: 230, valueLabel: '115 %', tone: 'critical' },
};
