import type { Meta, StoryObj } from '@storybook/react-vite';
import { AvatarGroup } from './AvatarGroup';

const people = [
  { id: 1, name: 'Ada Admin', color: '#6941c6' },
  { id: 2, name: 'Pat Manager', color: '#2f5bd3' },
  { id: 3, name: 'Max Member', color: '#17753a' },
  { id: 4, name: 'Fin Ance', color: '#fdd835' },
  { id: 5, name: 'Sam Stakeholder', color: '#b42318' },
  { id: 6, name: 'Alex Analyst' },
];

const meta = {
  title: 'Primitives/AvatarGroup',
  component: AvatarGroup,
  args: { people, label: 'Project members' },
} satisfies Meta<typeof AvatarGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AllShown: Story = { args: { people: people.slice(0, 3) } };
export const Small: Story = { args: { size: 'xsmall', max: 3 } };
export const Large: Story = { args: { size: 'large' } };
export const Empty: Story = { args: { people: [] } };
export const Dark: Story = { globals: { theme: 'dark' } };
