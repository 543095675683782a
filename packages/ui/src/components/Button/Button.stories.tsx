import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './Button';
import { tabIn } from '../../test/stories';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Save project' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: 'primary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Critical: Story = { args: { variant: 'critical', children: 'Delete project' } };
export const WithIcon: Story = {
  args: { variant: 'primary', icon: 'plus', children: 'New quote' },
};
export const Small: Story = { args: { size: 'small' } };
export const Hovered: Story = {
  args: { variant: 'primary' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.hover(canvas.getByRole('button'));
  },
};
export const Focused: Story = {
  args: { variant: 'primary' },
  play: tabIn,
};
export const Disabled: Story = { args: { variant: 'primary', isDisabled: true } };
export const Loading: Story = { args: { variant: 'primary', isLoading: true } };
export const LongText: Story = {
  args: { children: 'Recalculate the forecast for every financial milestone of this project' },
};
export const Dark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button {...args} variant="primary" />
      <Button {...args} />
      <Button {...args} variant="ghost" />
      <Button {...args} variant="critical" />
      <Button {...args} isDisabled />
    </div>
  ),
};
