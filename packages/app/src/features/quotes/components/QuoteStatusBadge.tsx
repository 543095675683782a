import { Badge } from '@keel/ui';
import { QUOTE_STATUS_TITLES, type QuoteStatus } from '@keel/types';
import { QUOTE_STATUS_TONES } from '../quote-lists';

/** A quote's status: its name in a badge of its tone (the text carries it, not the colour). */
export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge tone={QUOTE_STATUS_TONES[status]} weight="strong">
      {QUOTE_STATUS_TITLES[status]}
    </Badge>
  );
}
