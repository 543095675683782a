import { access } from '../../session/access';
import type { Section } from '../section.types';

/**
 * The Finance group of the rail (issue 32): invoices and credit notes at
 * `/invoices`, one invoice at `/invoices/{invoiceId}`. Finance pages to come
 * join its panel.
 */
export const financeSection: Section = {
  id: 'finance',
  path: '/invoices',
  title: 'Finance',
  icon: 'fileText',
  access: access.invoices,
  children: [
    {
      path: '',
      title: 'Invoices',
      menu: { id: 'finance-invoices', label: 'Invoices' },
    },
    { path: ':invoiceId', title: 'Invoice' },
  ],
};
