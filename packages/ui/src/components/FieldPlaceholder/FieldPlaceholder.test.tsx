import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MultiSelect } from '../MultiSelect/MultiSelect';
import { FieldPlaceholder } from './FieldPlaceholder';

const items = [
  { id: 1, name: 'Active' },
  { id: 2, name: 'On hold' },
];

describe('FieldPlaceholder', () => {
  it('shows the label as text and an inert box: no control, nothing to focus', () => {
    const { container } = render(<FieldPlaceholder label="Status" text="Select…" isPlaceholder />);
    expect(screen.getByText('Status')).toBeVisible();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.querySelector('[aria-hidden="true"]')).toHaveTextContent('Select…');
    expect(container.querySelector('[tabindex], button, input')).toBeNull();
  });

  it('has the same label and trigger text as the MultiSelect it stands for', () => {
    const placeholder = render(
      <FieldPlaceholder label="Status" text="Active, On hold" count={2} />,
    ).container;
    const field = render(
      <MultiSelect label="Status" items={items} value={[1, 2]} onChange={() => {}} />,
    ).container;
    const outline = (root: Element) =>
      [...root.querySelectorAll('span')].map((node) => [node.className, node.textContent]);
    expect(outline(placeholder)).toEqual(outline(field));
  });
});
