import type { Meta, StoryObj } from '@storybook/react-vite';
import { Columns } from './Columns';
import { Card } from '../Card/Card';
import { TextField } from '../TextField/TextField';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { minColumnWidth: 240, gap: 'large' },
  decorators: [(Story) => <div style={{ padding: 16 }}>{Story()}</div>],
  render: (args) => (
    <Columns {...args}>
      <Card title="Budget">Spent 42,000 of 120,000 EUR (35%).</Card>
      <Card title="Schedule">Milestone 3 slipped two weeks.</Card>
      <Card title="Risks">Two open risks, one critical.</Card>
    </Columns>
  ),
} satisfies Meta<typeof Columns>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Narrow: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
};
export const Fields: Story = {
  args: { minColumnWidth: 160, gap: 'medium' },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
  render: (args) => (
    <Columns {...args}>
      <TextField label="First name" />
      <TextField label="Last name" />
      <TextField label="Initials" />
    </Columns>
  ),
};
