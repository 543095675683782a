import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  PrintSheet,
  PrintSheetButton,
  PrintSheetFooter,
  PrintSheetHeader,
  PrintSheetNotice,
  PrintSheetSection,
} from './PrintSheet';

describe('PrintSheet', () => {
  it('names the document by its title and each section by its heading', async () => {
    const print = vi.fn();
    render(
      <PrintSheet as="article" aria-labelledby="t">
        <PrintSheetHeader
          code="ACME-7"
          eyebrow="Website"
          titleId="t"
          title="Status report"
          subtitle="Overall green"
          actions={<PrintSheetButton onClick={print}>Print</PrintSheetButton>}
        />
        <PrintSheetSection title="Consumption">120 h</PrintSheetSection>
        <PrintSheetFooter>As of today</PrintSheetFooter>
      </PrintSheet>,
    );
    expect(screen.getByRole('article', { name: 'Status report' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Status report' })).toBeInTheDocument();
    expect(screen.getByText('ACME-7').parentElement).toHaveTextContent('ACME-7 · Website');
    expect(screen.getByRole('region', { name: 'Consumption' })).toHaveTextContent('120 h');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('As of today');
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('says why there is no document', () => {
    render(
      <PrintSheetNotice icon="lock" title="Report not found">
        Ask for a new link.
      </PrintSheetNotice>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Report not found' })).toBeInTheDocument();
    expect(screen.getByText('Ask for a new link.')).toBeInTheDocument();
  });
});
