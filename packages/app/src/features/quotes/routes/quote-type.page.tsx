import { useLoaderData } from 'react-router';
import { QuoteList } from '../components/QuoteList';

/** The loader data of `:quoteSegment` when it names a meta type (`app/routes/guards.ts`). */
interface QuoteTypeSegment {
  kind: 'type';
  id: number;
  title: string;
}

/** `/quotes/type-{metaType}`: the active quotes of one meta type. */
export default function QuoteTypePage() {
  const segment = useLoaderData<QuoteTypeSegment>();
  return (
    // A new key per type: switching types starts a fresh list (and closes a dialog).
    <QuoteList
      key={segment.id}
      mode={{ kind: 'type', metaTypeId: segment.id, title: segment.title }}
    />
  );
}
