import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from './Select';
import { inFrame, tabIn } from '../../test/stories';

const teams = [
  { id: 1, name: 'Delivery', description: 'Pat Manager' },
  { id: 2, name: 'Design', description: 'Max Member' },
  { id: 3, name: 'Finance', description: 'Fin Ance' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Team', items: teams },
  decorators: [inFrame({ maxWidth: 320, minHeight: 280 })],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { name: /Team/ }));
};

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: 2 } };
export const Open: Story = { args: { defaultValue: 2 }, play: open };
export const Clearable: Story = { args: { defaultValue: 1, isClearable: true } };
export const Focused: Story = { play: tabIn };
export const Empty: Story = { name: 'Empty (No Results)', args: { items: [] }, play: open };
export const Loading: Story = {
  name: 'Loading (Loading...)',
  args: { isLoading: true },
  play: open,
};
export const Invalid: Story = { args: { errorMessage: 'Choose a team' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 1 } };
export const LongText: Story = {
  args: {
    items: [
      {
        id: 1,
        name: 'Northern region website redesign and content migration programme',
        description: 'A description long enough to be truncated in the option',
      },
    ],
    defaultValue: 1,
  },
  play: open,
};
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: 2 }, play: open };
