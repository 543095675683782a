import { useQuery } from '@tanstack/react-query';
import { Select } from '@keel/ui';
import { currentUserQueryOptions } from '../../../lib/session';
import { canPickProjects, projectChoicesQueryOptions } from '../../../lib/pickers';

const ANY = 'any';

/**
 * A project among those the user sees (the browser's list); with `anyLabel`
 * the first choice is "no project". Nobody is offered a list they may not read.
 */
export function ProjectPicker({
  label,
  value,
  anyLabel,
  name,
  isRequired,
  errorMessage,
  onChange,
}: {
  label: string;
  value: number | undefined;
  anyLabel?: string;
  name?: string;
  isRequired?: boolean;
  errorMessage?: string;
  onChange: (projectId: number | undefined) => void;
}) {
  const me = useQuery(currentUserQueryOptions());
  const projects = useQuery({ ...projectChoicesQueryOptions(), enabled: canPickProjects(me.data) });
  const items = [
    ...(anyLabel ? [{ id: ANY, name: anyLabel }] : []),
    ...(projects.data ?? []).map((p) => ({ id: String(p.id), name: `${p.code} ${p.name}` })),
  ];
  return (
    <Select
      label={label}
      name={name}
      items={items}
      isRequired={isRequired}
      errorMessage={errorMessage}
      isLoading={projects.isPending && projects.fetchStatus !== 'idle'}
      value={value === undefined ? (anyLabel ? ANY : null) : String(value)}
      onChange={(key) => onChange(key === null || key === ANY ? undefined : Number(key))}
    />
  );
}
