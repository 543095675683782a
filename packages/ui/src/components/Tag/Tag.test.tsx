import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagGroup } from './Tag';

describe('TagGroup', () => {
  it('removes a tag with its remove button', async () => {
    const onRemove = vi.fn();
    render(
      <TagGroup
        label="Teams"
        items={[
          { id: 1, name: 'Design' },
          { id: 2, name: 'Delivery' },
        ]}
        onRemove={onRemove}
      />,
    );
    expect(screen.getAllByRole('row')).toHaveLength(2);
    await userEvent.click(screen.getAllByRole('button', { name: /Remove/ })[1]!);
    expect(onRemove).toHaveBeenCalledWith(new Set([2]));
  });

  it('says so when there are no tags', () => {
    render(<TagGroup label="Teams" items={[]} emptyText="No teams" />);
    expect(screen.getByText('No teams')).toBeInTheDocument();
  });
});
