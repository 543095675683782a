import { CONTACTS_EXPORT_PATH, type ContactExportFormat } from '@keel/types';

/** The download URL of the directory's export for the list's current search and order. */
export function contactsExportHref(
  format: ContactExportFormat,
  list: { search: string; sort: string; direction: 'asc' | 'desc' },
): string {
  const params = new URLSearchParams({ format });
  if (list.search) params.set('search', list.search);
  params.set('sort', list.sort);
  params.set('direction', list.direction);
  return `${CONTACTS_EXPORT_PATH}?${params.toString()}`;
}
