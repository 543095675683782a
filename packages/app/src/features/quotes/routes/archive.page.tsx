import { QuoteList } from '../components/QuoteList';

/** `/quotes/archive`: archived quotes, read-only until restored from their page. */
export default function ArchivePage() {
  return <QuoteList mode={{ kind: 'archive' }} />;
}
