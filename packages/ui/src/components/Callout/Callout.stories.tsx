import type { Meta, StoryObj } from '@storybook/react-vite';
import { Callout } from './Callout';
import { Button } from '../Button/Button';
import type { Tone } from '../../theme/tone';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Primitives/Callout',
  component: Callout,
  args: { children: 'This user was changed by someone else. Reload to see their changes.' },
  decorators: [inFrame({ maxWidth: 480, padding: 16 })],
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

const tones: Tone[] = ['neutral', 'info', 'positive', 'caution', 'critical'];

export const Default: Story = {};
export const WithAction: Story = {
  args: {
    tone: 'caution',
    children: 'This project was changed by someone else. Reload it, then edit again.',
    action: <Button variant="primary">Reload</Button>,
  },
};
export const Critical: Story = {
  args: {
    tone: 'critical',
    children: 'name: A project with this name already exists;\ncode: At most 3 characters',
  },
};
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 8 }}>
      {tones.map((tone) => (
        <Callout key={tone} tone={tone} announce="none">
          {`A ${tone} message.`}
        </Callout>
      ))}
    </div>
  ),
};
export const Dark: Story = { globals: { theme: 'dark' }, render: Tones.render };
