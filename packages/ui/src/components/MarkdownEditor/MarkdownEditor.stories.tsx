import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarkdownEditor } from './MarkdownEditor';
import { releaseNotes } from '../MarkdownView/markdown.fixtures';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Composites/MarkdownEditor',
  component: MarkdownEditor,
  args: { label: 'Description', defaultValue: releaseNotes },
  decorators: [inFrame({ maxWidth: 640 })],
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

const team = [
  { id: 1, name: 'Ada Admin', color: '#7c3aed' },
  { id: 2, name: 'Max Member', color: '#0f766e' },
  { id: 3, name: 'Pat Manager', color: '#b45309' },
  { id: 4, name: 'Mariana Lopes', color: '#be185d' },
];

/** Typing `@` and a letter lists the people who match; the second one is highlighted. */
export const MentionList: Story = {
  args: { label: 'Message', defaultValue: '', rows: 4, mentionCandidates: team },
  decorators: [inFrame({ minHeight: 320 })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Message' }),
      'Can you check, @ma',
    );
    await userEvent.keyboard('{ArrowDown}');
  },
};

export const MentionListDark: Story = { ...MentionList, globals: { theme: 'dark' } };

/** Enter inserted the highlighted person as `@Name`. */
export const MentionInserted: Story = {
  ...MentionList,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Message' }), 'Thanks @pa');
    await userEvent.keyboard('{Enter}');
  },
};
