import type { Meta, StoryObj } from '@storybook/react-vite';
import { Meter } from './Meter';

const meta = {
  title: 'Primitives/Meter',
  component: Meter,
  args: { label: 'Hours of the 200 h cap', value: 120, max: 200, valueText: '60 %', markAt: 0.8 },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Caution: Story = { args: { value: 172, valueText: '86 %', tone: 'caution' } };
export const Critical: Story = { args: { value: 230, valueText: '115 %', tone: 'critical' } };
