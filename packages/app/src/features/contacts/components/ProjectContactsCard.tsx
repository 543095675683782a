import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  IconButton,
  Inline,
  ItemList,
  ItemListItem,
  Skeleton,
  Stack,
  Text,
  snackbar,
} from '@keel/ui';
import type { ProjectContact } from '@keel/types';
import { may } from '../../../lib/session';
import { projectContactsQueryOptions } from '../contacts.queries';
import { useUnlinkContactMutation } from '../contacts.mutations';
import { LinkContactDialog } from './LinkContactDialog';
import { EmailLink, PhoneLink } from './AddressLinks';
import { grow } from '../../../lib/styles/layout.css';
import { currentUserQueryOptions } from '../../../lib/session';

/**
 * The project overview's Contacts card: the linked contacts with their role
 * on the project; email and phone as links for internal readers (a
 * stakeholder gets the name, company and role only). Those who may update
 * the project and read the directory link and unlink contacts.
 */
export function ProjectContactsCard({
  projectId,
  canUpdateProject,
}: {
  projectId: number;
  /** The project's updateProject permission. */
  canUpdateProject: boolean;
}) {
  const { data: me } = useQuery(currentUserQueryOptions());
  // Linking picks from the directory: it also needs readGlobalContact (as the API does).
  const canLink = canUpdateProject && may(me, 'readGlobalContact');
  const contacts = useQuery(projectContactsQueryOptions(projectId));
  const [linking, setLinking] = useState(false);
  const [unlinking, setUnlinking] = useState<ProjectContact | null>(null);
  const unlink = useUnlinkContactMutation(projectId);
  const items = contacts.data?.items ?? [];

  return (
    <Card
      title="Contacts"
      actions={
        canLink ? (
          <Button size="small" icon="plus" onPress={() => setLinking(true)}>
            Link contact
          </Button>
        ) : undefined
      }
    >
      {contacts.data ? (
        items.length === 0 ? (
          <Text as="p" tone="muted" size="small">
            No contacts linked yet.
          </Text>
        ) : (
          <ItemList aria-label="Project contacts">
            {items.map((contact) => (
              <ItemListItem key={contact.contactId} align="start">
                <div className={grow}>
                  <Stack gap="xxsmall">
                    <span>
                      <Text weight="medium">{contact.name}</Text>{' '}
                      <Badge tone="info">{contact.role}</Badge>
                    </span>
                    <Text tone="muted" size="small">
                      {[contact.jobTitle, contact.company].filter(Boolean).join(', ') || '—'}
                    </Text>
                    {contact.email || contact.phone ? (
                      <Text as="div" size="small">
                        <Inline gap="medium">
                          {contact.email ? <EmailLink email={contact.email} /> : null}
                          {contact.phone ? <PhoneLink phone={contact.phone} /> : null}
                        </Inline>
                      </Text>
                    ) : null}
                  </Stack>
                </div>
                {canLink ? (
                  <IconButton
                    icon="trash"
                    size="small"
                    variant="ghost"
                    aria-label={`Unlink ${contact.name}`}
                    onPress={() => setUnlinking(contact)}
                  />
                ) : null}
              </ItemListItem>
            ))}
          </ItemList>
        )
      ) : (
        <Skeleton lines={3} label="Loading the contacts" />
      )}
      {linking ? (
        <LinkContactDialog
          projectId={projectId}
          linkedIds={new Set(items.map((c) => c.contactId))}
          onClose={() => setLinking(false)}
        />
      ) : null}
      <ConfirmDialog
        title={`Unlink ${unlinking?.name ?? ''}?`}
        confirmLabel="Unlink"
        isOpen={unlinking !== null}
        onOpenChange={(open) => !open && setUnlinking(null)}
        isPending={unlink.isPending}
        onConfirm={() =>
          unlinking !== null &&
          unlink.mutate(unlinking, {
            onSuccess: () => snackbar.success(`${unlinking.name} unlinked`),
            onSettled: () => setUnlinking(null),
          })
        }
      >
        The contact stays in the directory; only its link to this project goes.
      </ConfirmDialog>
    </Card>
  );
}
