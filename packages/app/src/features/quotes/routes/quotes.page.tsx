import { QuoteList } from '../components/QuoteList';

/** `/quotes`: every active quote (templates have their own list). */
export default function QuotesPage() {
  return <QuoteList mode={{ kind: 'standard' }} />;
}
