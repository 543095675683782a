import { useRef, useState } from 'react';
import type { ApiTokenCreated, ApiTokenCreateInput } from '@keel/types';
import { Radio, RadioGroup, Select, TextField, type FormHandle } from '@keel/ui';
import { SaveForm } from '../../../lib/management/components/SaveForm';
import { required } from '../../../lib/management/rules';
import { useCreateApiTokenMutation } from '../api-tokens.mutations';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The lives offered; the API takes any instant up to 366 days ahead. */
const LIFETIMES = [
  { id: '30', name: '30 days' },
  { id: '90', name: '90 days' },
  { id: '365', name: '1 year' },
];

/** Name, scope and expiry of a new token; hands the created token (with its secret) on. */
export function ApiTokenCreateForm({ onCreated }: { onCreated: (token: ApiTokenCreated) => void }) {
  const form = useRef<FormHandle>(null);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<'read' | 'write'>('read');
  const [days, setDays] = useState('90');
  const create = useCreateApiTokenMutation();

  return (
    <SaveForm
      formRef={form}
      aria-label="Create an API token"
      save={create}
      values={(): ApiTokenCreateInput => ({
        name,
        scopes: scope === 'write' ? ['read', 'write'] : ['read'],
        expiresAt: new Date(Date.now() + Number(days) * DAY_MS).toISOString(),
      })}
      savedMessage={() => 'API token created'}
      onSaved={(created) => {
        form.current?.reset();
        setName('');
        setScope('read');
        setDays('90');
        onCreated(created);
      }}
      submitLabel="Create token"
      submitVariant="secondary"
    >
      <TextField
        name="name"
        label="Token name"
        description="What the token is for, e.g. the script that uses it"
        isRequired
        value={name}
        onChange={setName}
        rules={[required('Token name')]}
      />
      <RadioGroup
        name="scopes"
        label="Access"
        value={scope}
        onChange={(value) => setScope(value === 'write' ? 'write' : 'read')}
      >
        <Radio value="read">Read only (GET requests)</Radio>
        <Radio value="write">Read and write (everything you may do)</Radio>
      </RadioGroup>
      <Select
        name="expiresAt"
        label="Expires after"
        items={LIFETIMES}
        value={days}
        onChange={(key) => setDays(key === null ? '90' : String(key))}
      />
    </SaveForm>
  );
}
