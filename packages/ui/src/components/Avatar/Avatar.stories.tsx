import type { Meta, StoryObj } from '@storybook/react-vite';
import { Avatar } from './Avatar';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Pat Manager', color: '#2f5bd3' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar {...args} size="xsmall" />
      <Avatar {...args} size="default" />
      <Avatar {...args} size="large" />
      <Avatar {...args} size="xlarge" />
    </div>
  ),
};
export const LightColour: Story = {
  name: 'Light user colour (dark initials)',
  args: { name: 'Fin Ance', color: '#fdd835', size: 'large' },
};
export const WithoutColour: Story = { args: { name: 'Max Member', color: null, size: 'large' } };
export const SingleName: Story = { args: { name: 'Ada', size: 'large' } };
export const BrokenPicture: Story = {
  name: 'Picture that fails to load (falls back to initials)',
  args: { src: 'data:image/png;base64,AAAA', size: 'large' },
};
export const LongName: Story = {
  args: { name: 'Maria del Carmen Fernández de la Vega Montenegro', size: 'xlarge' },
};
export const Dark: Story = { globals: { theme: 'dark' }, args: { size: 'large' } };
