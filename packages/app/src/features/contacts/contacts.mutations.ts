import { useMutation } from '@tanstack/react-query';
import {
  contactsEndpoints,
  type Contact,
  type ProjectContact,
  type ProjectContactLinkInput,
} from '@keel/types';
import { apiRequest, useVersionedMutation, useVersionedSaveMutation } from '../../lib/api';
import { useInvalidate } from '../../lib/refresh';
import { contactsKeys } from './contacts.queries';

/** A change of a contact shows in the directory and on every project it is linked to. */
const useInvalidateContacts = () => useInvalidate(contactsKeys.all);

const paramsOf = (contact: Contact) => ({ contactId: contact.id });

/** Create (no contact yet) or update (with its version) from the contact dialog. */
export function useSaveContactMutation(contact: Contact | null) {
  return useVersionedSaveMutation(contactsEndpoints, contact, paramsOf, useInvalidateContacts());
}

export function useDeleteContactMutation() {
  return useVersionedMutation(contactsEndpoints.remove, paramsOf, useInvalidateContacts());
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
