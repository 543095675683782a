import type { Meta, StoryObj } from '@storybook/react-vite';
import { MultiSelect } from './MultiSelect';
import { inFrame, tabIn } from '../../test/stories';

const teams = [
  { id: 1, name: 'Delivery' },
  { id: 2, name: 'Design' },
  { id: 3, name: 'Finance' },
  { id: 4, name: 'Operations' },
  { id: 5, name: 'Sales' },
];

const many = Array.from({ length: 1500 }, (_, i) => ({
  id: i + 1,
  name: `Project ${String(i + 1).padStart(4, '0')}`,
}));

const meta = {
  title: 'Primitives/MultiSelect',
  component: MultiSelect,
  args: { label: 'Teams', items: teams },
  decorators: [inFrame({ maxWidth: 320, minHeight: 400 })],
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

const open: Story['play'] = async ({ canvas, userEvent }) => {
  await userEvent.click(canvas.getByRole('button', { name: /^Teams/ }));
};

export const Default: Story = {};
export const Selected: Story = { args: { defaultValue: [1, 3] } };
export const Open: Story = { args: { defaultValue: [1, 3] }, play: open };
export const Maximum: Story = {
  name: 'At the maximum',
  args: { defaultValue: [1, 2], max: 2 },
  play: open,
};
export const Empty: Story = { name: 'Empty list', args: { items: [] }, play: open };
export const NoMatches: Story = {
  play: async (context) => {
    await open(context);
    const body = context.canvasElement.ownerDocument.body;
    const search = body.querySelector<HTMLInputElement>('input[type="search"]');
    if (search) await context.userEvent.type(search, 'zzz');
  },
};
export const ThousandOptions: Story = {
  name: '1500 options (1000 offered, virtualised)',
  args: { items: many },
  play: open,
};
export const TallOptions: Story = { args: { optionHeight: 54 }, play: open };
export const Focused: Story = { play: tabIn };
export const Invalid: Story = { args: { errorMessage: 'Pick at least one team' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: [2] } };
export const LongText: Story = { args: { defaultValue: [1, 2, 3, 4, 5] } };
export const Dark: Story = { globals: { theme: 'dark' }, args: { defaultValue: [2] }, play: open };
