import { access } from '../../session/access';
import type { Section } from '../section.types';

/** `/quotes`: the lists, the rate and pricing pages, a quote type or one quote. */
export const quotesSection: Section = {
  id: 'quotes',
  path: '/quotes',
  title: 'Quotes',
  icon: 'briefcase',
  access: access.quotes,
  railToFirstLink: true,
  children: [
    {
      path: '',
      title: 'Quotes',
      access: access.quoteList,
      menu: { id: 'quotes-list', label: 'Quotes' },
    },
    {
      // A meta type's list (`type-2`) or one quote (`42`): the loader tells which.
      path: ':quoteSegment',
      title: 'Quote',
      access: access.quoteList,
      menu: { id: 'quotes-type', label: 'Quote type', expand: 'quote-types' },
    },
    {
      path: 'my-quotes',
      title: 'My Quotes',
      access: access.quoteList,
      menu: { id: 'quotes-mine', label: 'My Quotes' },
    },
    {
      path: 'archive',
      title: 'Archive',
      access: access.quoteList,
      menu: { id: 'quotes-archive', label: 'Archive' },
    },
    {
      path: 'templates',
      title: 'Templates',
      access: access.quoteList,
      menu: { id: 'quotes-templates', label: 'Templates' },
    },
    { divider: 'quotes-settings' },
    {
      path: 'rates',
      title: 'Rates',
      access: access.quoteRates,
      menu: { id: 'quotes-rates', label: 'Rates' },
    },
    {
      path: 'configs',
      title: 'Pricing',
      access: access.quoteConfigs,
      menu: { id: 'quotes-configs', label: 'Pricing' },
    },
  ],
};
