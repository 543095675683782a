import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  contactsEndpoints,
  type Contact,
  type ContactCreateInput,
  type ProjectContact,
  type ProjectContactLinkInput,
} from '@keel/types';
import { apiRequest } from '../../lib/api';
import { contactsKeys } from './contacts.queries';

/** A change of a contact shows in the directory and on every project it is linked to. */
function useInvalidateContacts() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: contactsKeys.all });
}

/** Create (no contact yet) or update (with its version) from the contact dialog. */
export function useSaveContactMutation(contact: Contact | null) {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (body: ContactCreateInput) =>
      contact
        ? apiRequest(contactsEndpoints.update, {
            params: { contactId: contact.id },
            body: { ...body, version: contact.version },
          })
        : apiRequest(contactsEndpoints.create, { body }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}

export function useDeleteContactMutation() {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (contact: Contact) =>
      apiRequest(contactsEndpoints.remove, {
        params: { contactId: contact.id },
        query: { version: contact.version },
      }),
    onSuccess: invalidate,
  });
}

export function useLinkContactMutation(projectId: number) {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (body: ProjectContactLinkInput) =>
      apiRequest(contactsEndpoints.link, { params: { projectId }, body }),
    onSuccess: invalidate,
    meta: { errorPolicy: 'inline' },
  });
}

export function useUnlinkContactMutation(projectId: number) {
  const invalidate = useInvalidateContacts();
  return useMutation({
    mutationFn: (link: ProjectContact) =>
      apiRequest(contactsEndpoints.unlink, {
        params: { projectId, contactId: link.contactId },
      }),
    onSuccess: invalidate,
  });
}
