import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './Card';
import { IconButton } from '../IconButton/IconButton';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { title: 'Budget', children: 'Spent 42,000 of 120,000 EUR (35%).' },
  decorators: [inFrame({ maxWidth: 400 })],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithActions: Story = {
  args: { actions: <IconButton icon="moreHorizontal" aria-label="Budget actions" size="small" /> },
};
export const Untitled: Story = { args: { title: undefined } };
export const LongText: Story = {
  args: {
    title: 'Financial milestones and forecast for the current and next quarter',
    children:
      'Milestone 3 (design sign-off) slipped two weeks; the forecast moves 18,000 EUR of revenue from March into April, which keeps the year on target but leaves the quarter short.',
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
