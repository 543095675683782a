import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack/Stack';
import { Text } from './Text';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Primitives/Text',
  component: Text,
  args: { children: 'Figures as of 3 March 2026.' },
  decorators: [inFrame({ maxWidth: 360, padding: 16 })],
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Muted: Story = { args: { tone: 'muted', size: 'small', as: 'p' } };
export const Tones: Story = {
  render: () => (
    <Stack gap="xsmall">
      <Text as="h2" size="large">
        Section heading
      </Text>
      <Text>Default text</Text>
      <Text tone="muted" size="small">
        Muted note
      </Text>
      <Text tone="critical">Critical message</Text>
      <Text size="xlarge" weight="strong" numeric>
        1,234.50
      </Text>
      <div style={{ width: 160 }}>
        <Text truncate title="A very long project name that does not fit">
          A very long project name that does not fit
        </Text>
      </div>
    </Stack>
  ),
};
