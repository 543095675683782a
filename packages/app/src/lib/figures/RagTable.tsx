import type { ReactNode } from 'react';
import { RAG_DIMENSIONS, type RagDimension, type RagStatus } from '@keel/types';
import { FigureTable, StatusDot } from '@keel/ui';
import { EMPTY } from '../format';
import { FigureHead } from './FigureHead';

/**
 * The RAG of a project as a table, a row a dimension: its status and comment.
 * The project's RAG card and a status report show the same table; a report
 * aligns it to the top and keeps the title and status on one line.
 */
export function RagTable({
  rag,
  titles,
  caption,
  report = false,
}: {
  rag: Record<RagDimension, { status: RagStatus; comment: string }>;
  /** The dimensions' names (the projects feature's RAG_DIMENSION_TITLES). */
  titles: Record<RagDimension, string>;
  caption?: ReactNode;
  report?: boolean;
}) {
  const nowrap = report || undefined;
  return (
    <FigureTable verticalAlign={report ? 'top' : 'middle'}>
      {caption}
      <FigureHead columns={['Dimension', 'Status', 'Comment']} />
      <tbody>
        {RAG_DIMENSIONS.map((dimension) => (
          <tr key={dimension}>
            <th scope="row" data-nowrap={nowrap}>
              {titles[dimension]}
            </th>
            <td data-nowrap={nowrap}>
              <StatusDot status={rag[dimension].status} showLabel />
            </td>
            <td>{rag[dimension].comment || EMPTY}</td>
          </tr>
        ))}
      </tbody>
    </FigureTable>
  );
}
