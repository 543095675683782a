import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  PrintSheet,
  PrintSheetButton,
  PrintSheetFooter,
  PrintSheetHeader,
  PrintSheetNotice,
  PrintSheetSection,
} from './PrintSheet';

const meta = {
  title: 'Composites/PrintSheet',
  component: PrintSheet,
  args: { width: 'contract', children: null },
  render: (args) => (
    <PrintSheet {...args}>
      <PrintSheetHeader
        code="ACME-7"
        eyebrow="Website relaunch"
        title="Support contract 2026"
        subtitle="Time and material contract · 1 Mar 2026 – 31 Aug 2026 · EUR"
        actions={<PrintSheetButton onClick={() => {}}>Print</PrintSheetButton>}
      />
      <PrintSheetSection title="Consumption">
        <p>120 h of 200 h used.</p>
      </PrintSheetSection>
      <PrintSheetFooter>
        Figures as of 14 Mar 2025, 09:30. Hours are billable time logged within the contract period.
      </PrintSheetFooter>
    </PrintSheet>
  ),
} satisfies Meta<typeof PrintSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Report: Story = { args: { width: 'report', as: 'article' } };
export const Notice: Story = {
  render: () => (
    <PrintSheetNotice icon="lock" title="This link is not valid any more">
      <p>Ask your contact for a new link.</p>
    </PrintSheetNotice>
  ),
};
