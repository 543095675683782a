import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox, CheckboxGroup } from './Checkbox';
import { inFrame, tabIn } from '../../test/stories';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { children: 'Show project name' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Checked: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Select all' } };
export const Focused: Story = { play: tabIn };
export const Hovered: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByText('Show project name'));
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const Invalid: Story = { args: { isInvalid: true, children: 'I accept the terms' } };
export const LongText: Story = {
  decorators: [inFrame({ maxWidth: 280 })],
  args: {
    children:
      'Include archived projects, closed quotes and tasks from teams you are no longer a member of',
  },
};
export const Group: Story = {
  render: () => (
    <CheckboxGroup label="Teams" defaultValue={['delivery']} description="Pick one or more">
      <Checkbox value="delivery">Delivery</Checkbox>
      <Checkbox value="design">Design</Checkbox>
      <Checkbox value="finance">Finance</Checkbox>
    </CheckboxGroup>
  ),
};
export const GroupInvalid: Story = {
  render: () => (
    <CheckboxGroup label="Teams" errorMessage="Pick at least one team">
      <Checkbox value="delivery">Delivery</Checkbox>
      <Checkbox value="design">Design</Checkbox>
    </CheckboxGroup>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' }, render: Group.render };
