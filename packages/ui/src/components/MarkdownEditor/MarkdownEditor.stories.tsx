import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarkdownEditor } from './MarkdownEditor';
import { releaseNotes } from '../MarkdownView/markdown.fixtures';

const meta = {
  title: 'Composites/MarkdownEditor',
  component: MarkdownEditor,
  args: { label: 'Description', defaultValue: releaseNotes },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof MarkdownEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = {
  args: { defaultValue: '', placeholder: 'Describe the project in Markdown' },
};

export const WithDescription: Story = {
  args: { description: 'Markdown is supported: **bold**, lists, links and tables.' },
};

export const Invalid: Story = {
  args: { defaultValue: '', isInvalid: true, errorMessage: 'A description is required' },
};

export const Disabled: Story = { args: { isDisabled: true } };

export const Dark: Story = { globals: { theme: 'dark' } };
