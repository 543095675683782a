import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { MESSAGES } from '@keel/types';
import { SnackbarHost } from './SnackbarHost';
import { SnackbarController } from './snackbar';
import { Button } from '../Button/Button';

/** Each story owns its queue, so stories never see each other's messages. */
function Demo({ initial }: { initial?: (controller: SnackbarController) => void }) {
  const [controller] = useState(() => {
    const c = new SnackbarController();
    initial?.(c);
    return c;
  });
  return (
    <div style={{ minHeight: 320 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onPress={() => controller.success(MESSAGES.customViewSaved)}>Show success</Button>
        <Button onPress={() => controller.error(MESSAGES.genericError)}>Show error</Button>
        <Button onPress={() => controller.info('Export started')}>Show info</Button>
      </div>
      <SnackbarHost controller={controller} />
    </div>
  );
}

const meta = {
  title: 'Primitives/Snackbar',
  component: Demo,
} satisfies Meta<typeof Demo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Success: Story = { args: { initial: (c) => c.success(MESSAGES.customViewSaved) } };
export const ErrorMessage: Story = {
  args: {
    initial: (c) =>
      c.error('name: A project with this name already exists;\ncode: At most 3 characters'),
  },
};
export const Info: Story = { args: { initial: (c) => c.info('Export started') } };
export const LongText: Story = {
  args: {
    initial: (c) =>
      c.info(
        'The timesheet export for March is being prepared. You will find it under Reports when it is ready; this can take a few minutes for large teams.',
      ),
  },
};
export const Stacked: Story = {
  args: {
    initial: (c) => {
      c.info('Export started');
      c.error(MESSAGES.genericError);
    },
  },
};
export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { initial: (c) => c.error(MESSAGES.genericError) },
};
