import { lazy, Suspense } from 'react';
import { useLoaderData } from 'react-router';
import { Skeleton } from '@keel/ui';

/*
 * `/quotes/{segment}` is either a meta type's list (`type-2`) or one quote
 * (`42`): SPEC §2 gives both one path segment. The loader (`quoteSegment` in
 * `app/routes/guards.ts`) tells which; each page stays its own chunk, so a
 * list never downloads the quote page's grid and diff, nor the reverse.
 */
const QuoteTypePage = lazy(() => import('./quote-type.page'));
const QuotePage = lazy(() => import('./quote.page'));

export default function QuoteSegmentPage() {
  const segment = useLoaderData<{ kind: 'type' | 'quote' }>();
  const Page = segment.kind === 'type' ? QuoteTypePage : QuotePage;
  return (
    <Suspense fallback={<Skeleton lines={8} label="Loading" />}>
      <Page />
    </Suspense>
  );
}
