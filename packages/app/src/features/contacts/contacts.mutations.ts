import { useMutation } from '@tanstack/react-query';
import {
  contactsEndpoints,
  type Contact,
  type ProjectContact,
  type ProjectContactLinkInput,
} from '@keel/types';
import { apiRequest, useVersionedMutation, useVersionedSaveMutation } from '../../lib/api';
import { useAnnounce, useInvalidate } from '../../lib/refresh';
import { contactsKeys } from './contacts.queries';

/** A link shows in the directory and on the project it joins. */
const useInvalidateContacts = () => useInvalidate(contactsKeys.all);

/**
 * A contact's own change shows there too, and wherever another feature offers
 * contacts (the invoice client picker): announced as `contact changed`.
 */
function useInvalidateContactChange() {
  const invalidate = useInvalidateContacts();
  const announce = useAnnounce({ name: 'contact changed' });
  return async () => {
    await Promise.all([invalidate(), announce()]);
  };
}

const paramsOf = (contact: Contact) => ({ contactId: contact.id });

/** Create (no contact yet) or update (with its version) from the contact dialog. */
export function useSaveContactMutation(contact: Contact | null) {
  return useVersionedSaveMutation(
    contactsEndpoints,
    contact,
    paramsOf,
    useInvalidateContactChange(),
  );
}

export function useDeleteContactMutation() {
  return useVersionedMutation(contactsEndpoints.remove, paramsOf, useInvalidateContactChange());
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
