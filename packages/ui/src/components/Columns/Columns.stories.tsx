import type { Meta, StoryObj } from '@storybook/react-vite';
import { Columns } from './Columns';
import { Card } from '../Card/Card';
import { TextField } from '../TextField/TextField';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Layout/Columns',
  component: Columns,
  args: { minColumnWidth: 240, gap: 'large' },
  decorators: [inFrame({ padding: 16 })],
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
  decorators: [inFrame({ maxWidth: 420 })],
};
export const Fields: Story = {
  args: { minColumnWidth: 160, gap: 'medium' },
  decorators: [inFrame({ maxWidth: 520 })],
  render: (args) => (
    <Columns {...args}>
      <TextField label="First name" />
      <TextField label="Last name" />
      <TextField label="Initials" />
    </Columns>
  ),
};
