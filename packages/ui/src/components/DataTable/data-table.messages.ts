/** Fixed texts of the DataTable. */
export const dataTableMessages = {
  empty: 'No rows to show.',
  loading: 'Loading rows',
  loadingMore: 'Loading more rows',
  rowsPerPage: 'Rows per page',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  range: (first: number, last: number, total: number) =>
    `${first.toLocaleString('en-US')}–${last.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
} as const;
