import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from '@keel/ui';
import { formatInstant } from '../../../lib/format';
import { PublicLinkCard } from '../../../lib/public-link/PublicLinkCard';
import { calendarFeedQueryOptions } from '../calendar-feeds.queries';
import {
  useCreateCalendarFeedMutation,
  useRevokeCalendarFeedMutation,
} from '../calendar-feeds.mutations';

/**
 * The profile's "Calendar feed" section: the user's private iCalendar address
 * (the shared `PublicLinkCard`: created or rotated, shown once with a Copy
 * button, revoked), to subscribe to in a calendar program.
 */
export function CalendarFeedCard() {
  const state = useQuery(calendarFeedQueryOptions());
  const create = useCreateCalendarFeedMutation();
  const revoke = useRevokeCalendarFeedMutation();
  if (!state.data)
    return (
      <Card title="Calendar feed">
        <Skeleton lines={2} label="Loading your calendar feed" />
      </Card>
    );
  const feed = state.data.feed;
  const lastUsed = feed?.lastUsedAt
    ? ` Last fetched ${formatInstant(feed.lastUsedAt)}.`
    : ' Not fetched yet.';
  return (
    <PublicLinkCard
      noun="calendar feed"
      // One feed per user: a shown address belongs to this card only.
      recordId={0}
      activeSince={feed?.createdAt ?? null}
      activeText={`sees your tasks' due dates, your projects' milestones, your leave and the holidays in their calendar.${lastUsed} Keep it private`}
      inactiveText="No calendar feed. A feed is a private address your calendar program (Outlook, Google Calendar, Apple Calendar) subscribes to: your tasks' due dates, your projects' milestones, your leave and the workspace holidays."
      revokedText="can no longer read your calendar"
      create={() => create.mutateAsync()}
      revoke={() => revoke.mutateAsync()}
      isCreating={create.isPending}
      isRevoking={revoke.isPending}
    />
  );
}
