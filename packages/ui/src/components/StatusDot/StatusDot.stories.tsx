import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusDot } from './StatusDot';

const meta = {
  title: 'Primitives/StatusDot',
  component: StatusDot,
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Red: Story = { args: { status: 'red' } };
export const Amber: Story = { args: { status: 'amber' } };
export const Green: Story = { args: { status: 'green' } };
const all = ['red', 'amber', 'green', 'grey'] as const;
export const WithLabels: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      {all.map((status) => (
        <StatusDot key={status} status={status} showLabel />
      ))}
    </div>
  ),
};
export const CustomLabel: Story = {
  args: { status: 'amber', label: 'Budget at risk', showLabel: true },
};
export const Dark: Story = { globals: { theme: 'dark' }, render: WithLabels.render };
