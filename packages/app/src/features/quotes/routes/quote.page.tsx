import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router';
import { Skeleton } from '@keel/ui';
import { access, may } from '../../../lib/session';
import { LoadFailed } from '../../../lib/management/components/LoadFailed';
import { currentUserQueryOptions } from '../../../lib/session';
import { QuoteEditor } from '../components/QuoteEditor';
import {
  quoteOptionsQueryOptions,
  quoteQueryOptions,
  rateProfilesQueryOptions,
} from '../quotes.queries';
import * as styles from '../quote.css';

/**
 * `/quotes/{quoteId}`: one quote (issue 14, item 3). Header fields, the
 * line-items grid with live totals, status, revisions and their comparison,
 * archive, duplicate, delete and the print view. A template
 * (`?template=1`) uses the same page without status, revisions or archive.
 */
export default function QuotePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const id = Number(params.quoteSegment);
  const asTemplate = search.get('template') === '1';
  const quote = useQuery(quoteQueryOptions(id, asTemplate));
  const options = useQuery(quoteOptionsQueryOptions());
  const user = useQuery(currentUserQueryOptions()).data;
  const canReadRates = user ? access.quoteRates(user) : false;
  const rateProfiles = useQuery({ ...rateProfilesQueryOptions(), enabled: canReadRates });

  if (quote.isPending || options.isPending)
    return (
      <div className={styles.page}>
        <Skeleton lines={8} label="Loading the quote" />
      </div>
    );
  if (quote.isError || options.isError)
    return (
      <div className={styles.page}>
        <LoadFailed
          what="The quote"
          onRetry={() => {
            void quote.refetch();
            void options.refetch();
          }}
        />
      </div>
    );
  return (
    <QuoteEditor
      key={quote.data.id}
      quote={quote.data}
      options={options.data}
      rateProfiles={rateProfiles.data ?? []}
      canCreateProject={may(user, { anyOf: ['createProjects', 'manageAllProjects'] })}
      onReload={() => void quote.refetch()}
    />
  );
}
