/** A column of a figure table's head: its title, and whether it holds numbers (right-aligned). */
export type FigureColumn = string | { title: string; numeric: true };

/** The head row of a FigureTable: one `th scope="col"` a column. */
export function FigureHead({ columns }: { columns: readonly FigureColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) =>
          typeof column === 'string' ? (
            <th key={column} scope="col">
              {column}
            </th>
          ) : (
            <th key={column.title} scope="col" data-numeric>
              {column.title}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
