import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Form } from '@keel/ui';
import { vi } from 'vitest';
import { DateRangeFields } from './DateRangeFields';

function renderRange(start: string | null, end: string | null) {
  const onSubmit = vi.fn();
  render(
    <Form aria-label="Period" onSubmit={onSubmit}>
      <DateRangeFields
        minColumnWidth={160}
        start={{
          name: 'periodStart',
          label: 'Period start',
          isRequired: true,
          value: start,
          onChange: () => {},
        }}
        end={{ name: 'periodEnd', label: 'Period end', value: end, onChange: () => {} }}
        endBeforeStart="The period cannot end before it starts"
      />
      <Button type="submit">Save</Button>
    </Form>,
  );
  return onSubmit;
}

describe('DateRangeFields', () => {
  it('refuses an end before the start', async () => {
    const onSubmit = renderRange('2026-05-10', '2026-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The period cannot end before it starts')).toBeVisible();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('asks for a required date by its label, and lets an optional one stay empty', async () => {
    const onSubmit = renderRange(null, null);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Period start is required')).toBeVisible();
    expect(screen.queryByText('Period end is required')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('sends a period in order', async () => {
    const onSubmit = renderRange('2026-05-01', '2026-05-01');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
