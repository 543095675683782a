import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { DataTable, type Selection } from './DataTable';
import {
  makeProjectRows,
  projectTable,
  SortableProjectTable,
  type ProjectRow,
} from './data-table.fixtures';

const meta = {
  title: 'Composites/DataTable',
  component: DataTable<ProjectRow>,
  args: { ...projectTable(12), height: 400 },
} satisfies Meta<typeof DataTable<ProjectRow>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Sorted by budget, largest first, until a header is pressed. */
function SortedTable(props: { rowCount: number }) {
  return (
    <SortableProjectTable
      rowCount={props.rowCount}
      initialSort={{ column: 'budget', direction: 'descending' }}
      height={400}
    />
  );
}

export const Sorted: Story = { render: () => <SortedTable rowCount={12} /> };

function SelectableTable() {
  const [selected, setSelected] = useState<Selection>(new Set([2, 3]));
  return (
    <DataTable
      {...projectTable(12)}
      selectionMode="multiple"
      selectedKeys={selected}
      onSelectionChange={setSelected}
      height={400}
    />
  );
}

export const Selectable: Story = { render: () => <SelectableTable /> };

export const SingleSelection: Story = {
  args: { selectionMode: 'single', defaultSelectedKeys: new Set([4]) },
};

export const TenThousandRows: Story = { render: () => <SortedTable rowCount={10_000} /> };

export const Empty: Story = {
  args: {
    rows: [],
    emptyState: 'No projects match these filters. Clear a filter to see more.',
  },
};

export const Loading: Story = { args: { rows: [], loading: true } };

export const LongText: Story = {
  args: {
    rows: makeProjectRows(4).map((row) => ({
      ...row,
      name: `${row.name} — replacement of the customer's entire billing platform including data migration, training and a year of support`,
    })),
  },
};

function PagedTable() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);
  const all = makeProjectRows(137);
  return (
    <DataTable
      {...projectTable(0)}
      rows={all.slice((page - 1) * pageSize, page * pageSize)}
      height={360}
      paging={{
        page,
        pageSize,
        total: all.length,
        onPageChange: setPage,
        onPageSizeChange: (size) => {
          setPageSize(size);
          setPage(1);
        },
      }}
    />
  );
}

export const Paged: Story = { render: () => <PagedTable /> };

export const Dark: Story = {
  render: () => <SelectableTable />,
  globals: { theme: 'dark' },
};

export const DarkLoading: Story = {
  args: { rows: [], loading: true },
  globals: { theme: 'dark' },
};
