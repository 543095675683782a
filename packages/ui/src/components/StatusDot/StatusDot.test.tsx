import { render, screen } from '@testing-library/react';
import { vars } from '../../theme/contract.css';
import { RAG_TONES, StatusDot } from './StatusDot';

describe('StatusDot', () => {
  it.each([
    ['red', 'Red', vars.color.ragRed],
    ['amber', 'Amber', vars.color.ragAmber],
    ['green', 'Green', vars.color.ragGreen],
    ['grey', 'No status', vars.color.ragGrey],
  ] as const)('draws %s in its RAG colour with the label %s', (status, label, color) => {
    render(<StatusDot status={status} />);
    expect(screen.getByRole('img', { name: label }).style.background).toBe(color);
  });

  it('is grey when no status is set', () => {
    render(<StatusDot status={null} />);
    expect(screen.getByRole('img', { name: 'No status' }).style.background).toBe(
      vars.color.ragGrey,
    );
  });

  it('speaks the tone vocabulary: a RAG status is a tone, and a tone can be given instead', () => {
    expect(RAG_TONES).toEqual({
      red: 'critical',
      amber: 'caution',
      green: 'positive',
      grey: 'neutral',
    });
    render(<StatusDot tone="info" label="Planned" />);
    expect(screen.getByRole('img', { name: 'Planned' }).style.background).toBe(vars.color.info);
  });

  it('can show its label as text and take a custom label', () => {
    render(<StatusDot status="red" label="Schedule late" showLabel />);
    expect(screen.getByText('Schedule late')).toBeVisible();
  });
});
