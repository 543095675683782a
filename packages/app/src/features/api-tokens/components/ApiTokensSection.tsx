import { useState } from 'react';
import { ShownOnceDialog } from '../../../lib/clipboard/ShownOnceDialog';
import { useQuery } from '@tanstack/react-query';
import type { ApiToken, ApiTokenCreated } from '@keel/types';
import { Badge, Button, Card, Inline, ItemList, ItemListItem, Stack, Text } from '@keel/ui';
import { formatInstant } from '../../../lib/format';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import { ownApiTokensQueryOptions } from '../api-tokens.queries';
import { useRevokeApiTokenMutation } from '../api-tokens.mutations';
import { ApiTokenCreateForm } from './ApiTokenCreateForm';

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const access = token.scopes.includes('write') ? 'Read and write' : 'Read only';
  return (
    <ItemListItem>
      <Stack gap="none">
        <Inline gap="small">
          <Text weight="medium">{token.name}</Text>
          <Badge tone={token.expired ? 'critical' : 'neutral'}>
            {token.expired ? 'Expired' : access}
          </Badge>
        </Inline>
        <Text tone="muted" size="small">
          {`Expires ${formatInstant(token.expiresAt)} · last used ${
            token.lastUsedAt ? formatInstant(token.lastUsedAt) : 'never'
          }`}
        </Text>
      </Stack>
      <Button size="small" icon="trash" onPress={onRevoke} aria-label={`Revoke ${token.name}`}>
        Revoke
      </Button>
    </ItemListItem>
  );
}

/**
 * The profile page's "API tokens" card: the own tokens, a form to create one
 * (its secret shown once, in a dialog with a Copy button) and revoking.
 */
export function ApiTokensSection() {
  const tokens = useQuery(ownApiTokensQueryOptions());
  const revoke = useRevokeApiTokenMutation();
  const [created, setCreated] = useState<ApiTokenCreated | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);
  const items = tokens.data?.items ?? [];

  return (
    <Card title="API tokens">
      <Stack>
        <Text as="p" tone="muted" size="small">
          A token lets a script call the Keel API as you, with the header{' '}
          <code>Authorization: Bearer keel_pat_…</code>.
        </Text>
        {tokens.isError ? (
          <Text as="p">Your tokens could not be loaded.</Text>
        ) : items.length === 0 ? (
          <Text as="p" tone="muted">
            {tokens.isPending ? 'Loading your tokens…' : 'You have no API tokens.'}
          </Text>
        ) : (
          <ItemList aria-label="Your API tokens">
            {items.map((token) => (
              <TokenRow key={token.id} token={token} onRevoke={() => setRevoking(token)} />
            ))}
          </ItemList>
        )}
        <ApiTokenCreateForm onCreated={setCreated} />
      </Stack>
      <ShownOnceDialog
        title="API token created"
        secret={created?.token ?? null}
        label="API token"
        noun="token"
        message="Copy the token now: it will not be shown again."
        onClose={() => setCreated(null)}
      />
      <DeleteConfirmDialog
        item={revoking}
        title="Revoke this API token?"
        confirmLabel="Revoke token"
        deletedMessage="API token revoked"
        remove={revoke}
        onClose={() => setRevoking(null)}
      >
        {revoking
          ? `Scripts using “${revoking.name}” stop working at once. This cannot be undone.`
          : null}
      </DeleteConfirmDialog>
    </Card>
  );
}
