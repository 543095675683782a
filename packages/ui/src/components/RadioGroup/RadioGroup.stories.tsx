import type { Meta, StoryObj } from '@storybook/react-vite';
import { Radio, RadioGroup } from './RadioGroup';
import { tabIn } from '../../test/stories';

const options = (
  <>
    <Radio value="projectFull">Project</Radio>
    <Radio value="status">Status</Radio>
    <Radio value="assignee">Assignee</Radio>
  </>
);

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  args: { label: 'Group by', defaultValue: 'projectFull', children: options },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Focused: Story = { play: tabIn };
export const Disabled: Story = { args: { isDisabled: true } };
export const Invalid: Story = {
  args: { defaultValue: undefined, errorMessage: 'Choose how to group tasks' },
};
export const Dark: Story = { globals: { theme: 'dark' } };
