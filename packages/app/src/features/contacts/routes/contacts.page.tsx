import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, PageHeader, type DataTableColumn } from '@keel/ui';
import type { Contact } from '@keel/types';
import { may } from '../../../lib/session';
import { useListParams } from '../../../lib/management/useListParams';
import { ListTable } from '../../../lib/management/components/ListTable';
import { ListSearch } from '../../../lib/management/components/ListSearch';
import { RowEditDeleteActions } from '../../../lib/management/components/RowActions';
import { DeleteConfirmDialog } from '../../../lib/management/components/DeleteConfirmDialog';
import * as styles from '../../../lib/management/management.css';
import { contactsQueryOptions } from '../contacts.queries';
import { useDeleteContactMutation } from '../contacts.mutations';
import { contactsExportHref } from '../contacts-export';
import { ContactDialog } from '../components/ContactDialog';
import { EmailLink, PhoneLink } from '../components/AddressLinks';
import { currentUserQueryOptions } from '../../../lib/session';
import { sortedPageQuery } from '../../../lib/management/list-query';
import { addButtons } from '../../../lib/management/components/AddButtons';
import { ListEmptyState } from '../../../lib/management/components/ListEmptyState';

const SORTS = ['name', 'company', 'updatedAt'] as const;

/** `/projects/contacts`: the contact directory; manageGlobalContacts edits it. */
export default function ContactsPage() {
  const { data: me } = useQuery(currentUserQueryOptions());
  const canManage = may(me, 'manageGlobalContacts');
  const list = useListParams({ sort: 'name' });
  const query = sortedPageQuery(list, SORTS);
  const { sort } = query;
  const contacts = useQuery(contactsQueryOptions(query));
  const [editing, setEditing] = useState<Contact | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Contact | null>(null);
  const remove = useDeleteContactMutation();
  const exportList = { search: list.search, sort, direction: list.direction };

  const columns: DataTableColumn<Contact>[] = [
    {
      id: 'name',
      header: 'Name',
      allowsSorting: true,
      isRowHeader: true,
      width: '1.5fr',
      cell: (c) => c.name,
    },
    { id: 'company', header: 'Company', allowsSorting: true, cell: (c) => c.company || '—' },
    { id: 'jobTitle', header: 'Job title', cell: (c) => c.jobTitle || '—' },
    {
      id: 'email',
      header: 'Email',
      width: '2fr',
      cell: (c) => (c.email ? <EmailLink email={c.email} /> : '—'),
    },
    {
      id: 'phone',
      header: 'Phone',
      width: 170,
      cell: (c) => (c.phone ? <PhoneLink phone={c.phone} /> : '—'),
    },
    {
      id: 'linkedProjects',
      header: 'Projects',
      width: 90,
      cell: (c) => String(c.linkedProjects),
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: 'Actions',
            width: 110,
            cell: (c: Contact) => (
              <RowEditDeleteActions
                name={c.name}
                onEdit={() => setEditing(c)}
                onDelete={() => setDeleting(c)}
              />
            ),
          },
        ]
      : []),
  ];

  const add = addButtons(canManage, 'New contact', () => setEditing('new'));

  return (
    <div className={styles.page}>
      <PageHeader
        title="Contacts"
        subtitle={contacts.data ? `${contacts.data.total} contacts` : '\u00a0'}
        actions={
          <>
            <Link href={contactsExportHref('csv', exportList)} download>
              Export CSV
            </Link>
            <Link href={contactsExportHref('vcf', exportList)} download>
              Export vCard
            </Link>
            {add.header}
          </>
        }
        filters={
          <ListSearch
            value={list.search}
            onChange={(search) => list.update({ search })}
            label="Search contacts"
          />
        }
      />
      <ListTable
        query={contacts}
        list={list}
        aria-label="Contacts"
        columns={columns}
        emptyState={
          <ListEmptyState
            filtered={Boolean(list.search)}
            noMatch="No contacts match"
            change="Search looks at the name, company and email."
            title="No contacts yet"
            description="Contacts are the people at clients and partners; link them to projects with their role."
            action={add.empty}
          />
        }
      />
      {editing !== null ? (
        <ContactDialog
          contact={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onReload={() => void contacts.refetch()}
        />
      ) : null}
      <DeleteConfirmDialog
        item={deleting}
        title={`Delete contact ${deleting?.name ?? ''}?`}
        confirmLabel="Delete contact"
        deletedMessage="Contact deleted"
        remove={remove}
        onClose={() => setDeleting(null)}
      >
        {deleting && deleting.linkedProjects > 0
          ? `${deleting.name} is linked to ${deleting.linkedProjects} project${deleting.linkedProjects === 1 ? '' : 's'}; the links are removed too.`
          : 'The contact is removed from the directory.'}
      </DeleteConfirmDialog>
    </div>
  );
}
