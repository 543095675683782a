import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MultiSelect, Select } from '@keel/ui';
import type { Team } from '@keel/types';
import { NameField } from '../../../lib/management/components/NameField';
import { SaveDialog } from '../../../lib/management/components/SaveDialog';
import { useSaveTeamMutation } from '../teams.mutations';
import { userChoicesQueryOptions } from '../../../lib/pickers';

/** Create a team, or rename one and change its lead and members. */
export function TeamDialog({
  team,
  onClose,
  onReload,
}: {
  /** The team to edit; null to create one. */
  team: Team | null;
  onClose: () => void;
  onReload: () => void;
}) {
  const [name, setName] = useState(team?.name ?? '');
  const [memberIds, setMemberIds] = useState<number[]>(team?.members.map((m) => m.id) ?? []);
  const [leadId, setLeadId] = useState<number | null>(team?.lead?.id ?? null);
  const users = useQuery(userChoicesQueryOptions());
  const save = useSaveTeamMutation(team);
  const userItems = (users.data ?? []).map((u) => ({
    id: u.id,
    name: u.name,
    description: u.email,
  }));
  // The lead is one of the members (the API adds a lead who is not).
  const leadItems = userItems.filter((u) => memberIds.includes(u.id));

  return (
    <SaveDialog
      title={team ? `Edit team ${team.name}` : 'New team'}
      submitLabel={team ? 'Save' : 'Create team'}
      onClose={onClose}
      onReload={onReload}
      save={save}
      values={() => ({ name: name.trim(), leadId, memberIds })}
      savedMessage={(saved) => (team ? 'Team saved' : `Team ${saved.name} created`)}
    >
      <NameField value={name} onChange={setName} max={120} />
      <MultiSelect
        name="memberIds"
        label="Members"
        items={userItems}
        value={memberIds}
        onChange={(keys) => {
          const ids = keys.map(Number);
          setMemberIds(ids);
          if (leadId !== null && !ids.includes(leadId)) setLeadId(null);
        }}
      />
      <Select
        name="leadId"
        label="Lead"
        description="One of the members."
        items={leadItems}
        isLoading={users.isPending}
        isClearable
        placeholder="No lead"
        value={leadId}
        onChange={(key) => setLeadId(key === null ? null : Number(key))}
      />
    </SaveDialog>
  );
}
