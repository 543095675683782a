import type { Meta, StoryObj } from '@storybook/react-vite';
import { MarkdownView } from './MarkdownView';
import { releaseNotes } from './markdown.fixtures';
import { inFrame } from '../../test/stories';

const meta = {
  title: 'Composites/MarkdownView',
  component: MarkdownView,
  args: { source: releaseNotes },
  decorators: [inFrame({ maxWidth: 640 })],
} satisfies Meta<typeof MarkdownView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sanitised: Story = {
  args: {
    source:
      'This text carried a script and an image with an `onerror` handler: the script is removed and the image keeps only its safe attributes.\n\n<script>alert(1)</script><img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" onerror="alert(1)" alt="">',
  },
};

export const Empty: Story = { args: { source: '', emptyText: 'No description yet.' } };

export const LongText: Story = {
  args: {
    source: `A single paragraph with a very long unbroken token: ${'supercalifragilistic'.repeat(8)} and more words after it so the wrapping shows.`,
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
