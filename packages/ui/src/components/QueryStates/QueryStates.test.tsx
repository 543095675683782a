import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { QueryStates } from './QueryStates';

const list = (items: string[]) => (
  <ul aria-label="Lessons">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

function renderStates(query: { data: string[] | undefined; isError: boolean }, refetch = vi.fn()) {
  return render(
    <QueryStates
      query={{ ...query, refetch }}
      what="The lessons"
      loading={<p>Loading lessons</p>}
      isEmpty={(items) => items.length === 0}
      empty={<p>No lessons yet</p>}
    >
      {list}
    </QueryStates>,
  );
}

describe('QueryStates', () => {
  it('shows the failed notice with Try again, which loads again', async () => {
    const refetch = vi.fn();
    renderStates({ data: undefined, isError: true }, refetch);
    expect(screen.getByText('The lessons could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('shows the loading placeholder, then the empty state, then the list', () => {
    const { rerender } = renderStates({ data: undefined, isError: false });
    expect(screen.getByText('Loading lessons')).toBeInTheDocument();
    rerender(
      <QueryStates
        query={{ data: [], isError: false, refetch: vi.fn() }}
        what="The lessons"
        isEmpty={(items) => items.length === 0}
        empty={<p>No lessons yet</p>}
      >
        {list}
      </QueryStates>,
    );
    expect(screen.getByText('No lessons yet')).toBeInTheDocument();
    rerender(
      <QueryStates
        query={{ data: ['Kick-off'], isError: false, refetch: vi.fn() }}
        what="The lessons"
        isEmpty={(items) => items.length === 0}
        empty={<p>No lessons yet</p>}
      >
        {list}
      </QueryStates>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Kick-off');
  });

  it('shows skeleton lines while a list drawn from the data loads', () => {
    render(
      <QueryStates query={{ data: undefined, isError: false, refetch: vi.fn() }} what="The lessons">
        {list}
      </QueryStates>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('shows a table that loads itself at once, and only its failure in its place', () => {
    const table = <table aria-label="Quotes" />;
    const { rerender } = render(
      <QueryStates query={{ data: undefined, isError: false, refetch: vi.fn() }} what="The quotes">
        {table}
      </QueryStates>,
    );
    expect(screen.getByRole('table', { name: 'Quotes' })).toBeInTheDocument();
    rerender(
      <QueryStates query={{ data: undefined, isError: true, refetch: vi.fn() }} what="The quotes">
        {table}
      </QueryStates>,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText('The quotes could not be loaded.')).toBeInTheDocument();
  });

  it('without children is a table’s empty state: the notice when failed, else the empty state', () => {
    const { rerender } = render(
      <QueryStates
        query={{ data: [], isError: false, refetch: vi.fn() }}
        what="The locks"
        empty={<p>No locks</p>}
      />,
    );
    expect(screen.getByText('No locks')).toBeInTheDocument();
    rerender(
      <QueryStates
        query={{ data: undefined, isError: true, refetch: vi.fn() }}
        what="The locks"
        empty={<p>No locks</p>}
      />,
    );
    expect(screen.getByText('The locks could not be loaded.')).toBeInTheDocument();
  });

  it('shows the notice when a further query fails, and Try again reloads every query', async () => {
    const first = vi.fn();
    const second = vi.fn();
    render(
      <QueryStates
        query={{ data: ['A'], isError: false, refetch: first }}
        also={[{ isError: true, refetch: second }]}
        what="Rate profiles"
      >
        {list}
      </QueryStates>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
  });

  it('shows a page’s own failure message in place of the notice', () => {
    render(
      <QueryStates
        query={{ data: undefined, isError: true, refetch: vi.fn() }}
        what="The financials"
        failed={<p>Reload the page to try again.</p>}
      >
        {list}
      </QueryStates>,
    );
    expect(screen.getByText('Reload the page to try again.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
