import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from '../Avatar/Avatar';
import { Button } from '../Button/Button';
import { Text } from '../Text/Text';
import { ItemList, ItemListItem } from './ItemList';

const PEOPLE = [
  { name: 'Ada Lovelace', role: 'Manager' },
  { name: 'Grace Hopper', role: 'Member' },
  { name: 'Alan Turing', role: 'Viewer' },
];

const meta = {
  title: 'Primitives/ItemList',
  component: ItemList,
  args: {
    'aria-label': 'Members',
    children: PEOPLE.map((person) => (
      <ItemListItem key={person.name}>
        <Avatar name={person.name} size="xsmall" />
        <span style={{ flex: 1 }}>{person.name}</span>
        <Text tone="muted" size="small">
          {person.role}
        </Text>
        <Button size="small">Remove</Button>
      </ItemListItem>
    )),
  },
  decorators: [(Story) => <div style={{ maxWidth: 520, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ItemList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Framed: Story = { args: { variant: 'framed' } };
