import { Button, Inline } from '@keel/ui';

/** Previous / next through a list of cards, with where one is ("Page 2 of 5 · 112 lessons"). */
export function Pager({
  page,
  pageSize,
  total,
  noun,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** Plural noun of the rows, e.g. "lessons". */
  noun: string;
  onPageChange: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label={`Pages of ${noun}`}>
      <Inline gap="medium">
        <Button icon="chevronLeft" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <span aria-live="polite">
          Page {page} of {pages} · {total} {noun}
        </span>
        <Button isDisabled={page >= pages} onPress={() => onPageChange(page + 1)}>
          Next
        </Button>
      </Inline>
    </nav>
  );
}
