import type { Meta, StoryObj } from '@storybook/react-vite';
import { PageHeader } from './PageHeader';
import { Button } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Select } from '../Select/Select';

const meta = {
  title: 'Primitives/PageHeader',
  component: PageHeader,
  args: {
    title: 'Projects',
    subtitle: '24 active projects',
    actions: (
      <Button variant="primary" icon="plus">
        New project
      </Button>
    ),
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithFilters: Story = {
  args: {
    filters: (
      <>
        <TextField label="Search" type="search" />
        <Select
          label="Status"
          items={[
            { id: 'active', name: 'Active' },
            { id: 'closed', name: 'Closed' },
          ]}
          defaultValue="active"
        />
      </>
    ),
  },
};
export const LongText: Story = {
  args: { title: 'Northern region website redesign and content migration programme, phase two' },
};
export const Dark: Story = { globals: { theme: 'dark' }, args: WithFilters.args };
