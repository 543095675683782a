import { QuoteList } from '../components/QuoteList';

/** `/quotes/my-quotes`: the active quotes the signed-in user owns. */
export default function MyQuotesPage() {
  return <QuoteList mode={{ kind: 'mine' }} />;
}
