import { EVENT_TYPES } from '@keel/types';
import { actionOf, EVENT_GROUPS } from './webhook-events';

describe('the event picker groups', () => {
  it('list every event type exactly once, under its record', () => {
    const listed = EVENT_GROUPS.flatMap((group) => group.events.map((e) => e.type));
    expect([...listed].sort()).toEqual([...EVENT_TYPES].sort());
    const tasks = EVENT_GROUPS.find((group) => group.record === 'task');
    expect(tasks?.events.map((e) => e.label)).toEqual(['created', 'updated', 'deleted']);
  });

  it('name the action in words', () => {
    expect(actionOf('quote.status-changed')).toBe('status changed');
    expect(actionOf('invoice.paid')).toBe('paid');
  });
});
