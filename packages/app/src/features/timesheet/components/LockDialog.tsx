import { useQuery } from '@tanstack/react-query';
import { Callout, DatePicker, Radio, RadioGroup, Select } from '@keel/ui';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { requiredValue } from '../../../lib/management/rules';
import { useFields } from '../../../lib/management/useFields';
import { userItems } from '../../../lib/management/choices';
import { formatDate } from '../../../lib/format';
import type { AccessUser } from '../../../lib/session';
import { useCreateTimesheetLockMutation } from '../timesheet.mutations';
import {
  canPickTeams,
  canPickUsers,
  teamChoicesQueryOptions,
  userChoicesQueryOptions,
} from '../../../lib/pickers';

export type LockScope = 'everyone' | 'user' | 'team';

/**
 * Add a lock: every day up to and including the date is locked for everyone,
 * one user or one team. The user and team choices are offered to those who
 * may list users or teams (a picker list answering 403 would leave the page).
 */
export function LockDialog({ me, onClose }: { me: AccessUser; onClose: () => void }) {
  const { values, set, field } = useFields({
    lockDate: null as string | null,
    scope: 'everyone' as LockScope,
    userId: null as number | null,
    teamId: null as number | null,
  });
  const { lockDate, scope, userId, teamId } = values;
  const mayPickUsers = canPickUsers(me);
  const mayPickTeams = canPickTeams(me);
  const users = useQuery({ ...userChoicesQueryOptions(), enabled: mayPickUsers });
  const teams = useQuery({ ...teamChoicesQueryOptions(), enabled: mayPickTeams });
  const create = useCreateTimesheetLockMutation();
  // Locks bind people who keep a timesheet: stakeholders have none.
  const userChoices = userItems((users.data ?? []).filter((u) => !u.external));
  const teamItems = (teams.data ?? []).map((t) => ({ id: t.id, name: t.name }));

  return (
    <SaveDialog
      title="Add lock"
      submitLabel="Add lock"
      onClose={onClose}
      save={create}
      values={() =>
        lockDate === null
          ? null
          : {
              lockDate,
              userId: scope === 'user' ? userId : null,
              teamId: scope === 'team' ? teamId : null,
            }
      }
      savedMessage={(lock) => `Timesheets locked through ${formatDate(lock.lockDate)}`}
    >
      <DatePicker
        {...field('lockDate')}
        label="Locked through"
        description="This day and every day before it can no longer be changed."
        isRequired
        rules={[requiredValue('Date')]}
      />
      <RadioGroup
        name="scope"
        label="For"
        value={scope}
        onChange={(value) => set({ scope: value as LockScope })}
      >
        <Radio value="everyone">Everyone</Radio>
        {mayPickUsers ? <Radio value="user">One user</Radio> : null}
        {mayPickTeams ? <Radio value="team">One team</Radio> : null}
      </RadioGroup>
      {!mayPickUsers || !mayPickTeams ? (
        <Callout tone="info" announce="none">
          Locking for one user or one team needs the permission to list{' '}
          {!mayPickUsers && !mayPickTeams ? 'users and teams' : !mayPickUsers ? 'users' : 'teams'}.
        </Callout>
      ) : null}
      {scope === 'everyone' ? (
        <Callout tone="caution" announce="none">
          Nobody will be able to log, change or delete time on these days until the lock is lifted.
        </Callout>
      ) : null}
      {scope === 'user' ? (
        <Select
          name="userId"
          label="User"
          isRequired
          items={userChoices}
          isLoading={users.isPending}
          value={userId}
          onChange={(key) => set({ userId: key === null ? null : Number(key) })}
          rules={[requiredValue('User')]}
        />
      ) : null}
      {scope === 'team' ? (
        <Select
          name="teamId"
          label="Team"
          isRequired
          items={teamItems}
          isLoading={teams.isPending}
          value={teamId}
          onChange={(key) => set({ teamId: key === null ? null : Number(key) })}
          rules={[requiredValue('Team')]}
        />
      ) : null}
    </SaveDialog>
  );
}
