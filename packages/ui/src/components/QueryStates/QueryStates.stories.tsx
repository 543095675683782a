import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryStates } from './QueryStates';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Stack } from '../Stack/Stack';

const lessons = ['Agree the scope in writing', 'Book the client’s testers early'];

const meta = {
  title: 'Primitives/QueryStates',
  component: QueryStates<string[]>,
  args: {
    query: { data: lessons, isError: false, refetch: () => undefined },
    what: 'The lessons',
    isEmpty: (items: string[]) => items.length === 0,
    empty: (
      <EmptyState
        icon="lifeBuoy"
        title="No lessons yet"
        description="Lessons recorded on your projects show here."
        action={<Button>New lesson</Button>}
      />
    ),
    children: (items: string[]) => (
      <Stack as="ul" gap="small" aria-label="Lessons">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </Stack>
    ),
  },
} satisfies Meta<typeof QueryStates<string[]>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {};
export const Loading: Story = {
  args: { query: { data: undefined, isError: false, refetch: () => undefined } },
};
export const Empty: Story = {
  args: { query: { data: [], isError: false, refetch: () => undefined } },
};
export const Failed: Story = {
  args: { query: { data: undefined, isError: true, refetch: () => undefined } },
};
