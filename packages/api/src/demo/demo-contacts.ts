import type { Knex } from 'knex';
import {
  countContacts,
  insertContact,
  insertProjectContact,
  type ContactValues,
} from '../modules/contacts/contacts.repository';

/**
 * Contacts of the demo (issue 15 § 5): people at the demo clients, each
 * linked to their client's projects with the part they play. Seeded once: a
 * directory that holds contacts already is left as it is.
 */

interface DemoContact extends ContactValues {
  /** Demo project codes and the contact's role on each. */
  projects: Array<[code: string, role: string]>;
}

const DEMO_CONTACTS: readonly DemoContact[] = [
  {
    name: 'Helen Marsh',
    company: 'Harbour Bank',
    jobTitle: 'Chief Digital Officer',
    email: 'helen.marsh@harbourbank.example',
    phone: '+44 20 7946 0101',
    notes: 'Chairs the monthly steering committee; prefers a one-page summary.',
    projects: [['KEEL-001', 'Sponsor']],
  },
  {
    name: 'Owen Price',
    company: 'Harbour Bank',
    jobTitle: 'Product Owner, Mobile',
    email: 'owen.price@harbourbank.example',
    phone: '+44 20 7946 0144',
    notes: 'Day-to-day contact for the app backlog.',
    projects: [['KEEL-001', 'Client PM']],
  },
  {
    name: 'Priya Nair',
    company: 'Harbour Bank',
    jobTitle: 'Head of Finance Operations',
    email: 'priya.nair@harbourbank.example',
    phone: '+44 20 7946 0188',
    notes: 'Approves invoices above 10,000 GBP.',
    billingStreet: '1 Harbour Exchange Square',
    billingPostcode: 'E14 9GE',
    billingCity: 'London',
    billingCountry: 'GB',
    taxId: 'GB123456789',
    projects: [['KEEL-001', 'Finance contact']],
  },
  {
    name: 'Jürgen Müller',
    company: 'Café Müller GmbH',
    jobTitle: 'Managing Director',
    email: 'juergen@cafe-mueller.example',
    phone: '+49 30 1234 5670',
    notes: 'Owner; signs the change orders.',
    // The client's billing details, as its invoices and e-invoices carry them (issue 32).
    billingStreet: 'Friedrichstraße 12',
    billingPostcode: '10117',
    billingCity: 'Berlin',
    billingCountry: 'DE',
    taxId: 'DE811907980',
    projects: [['KEEL-002', 'Decision maker']],
  },
  {
    name: 'Lena Schulz',
    company: 'Café Müller GmbH',
    jobTitle: 'Marketing Manager',
    email: 'lena.schulz@cafe-mueller.example',
    phone: '+49 30 1234 5675',
    notes: '',
    projects: [['KEEL-002', 'Client PM']],
  },
  {
    name: 'Marcus Reed',
    company: 'Northwind Traders',
    jobTitle: 'IT Director',
    email: 'm.reed@northwind.example',
    phone: '+1 206 555 0142',
    notes: 'Wants architecture decisions in writing.',
    projects: [['KEEL-003', 'Technical lead']],
  },
  {
    name: 'Sofia Alvarez',
    company: 'Northwind Traders',
    jobTitle: 'Warehouse Supervisor',
    email: 's.alvarez@northwind.example',
    phone: '+1 206 555 0177',
    notes: 'Runs the pilot warehouse; available Tuesdays and Thursdays.',
    projects: [['KEEL-003', 'End user']],
  },
  {
    name: 'Grace Okafor',
    company: 'Greenfield Energy',
    jobTitle: 'VP Customer Experience',
    email: 'grace.okafor@greenfield.example',
    phone: '+44 161 496 0333',
    notes: '',
    projects: [['KEEL-004', 'Sponsor']],
  },
  {
    name: 'Tom Becker',
    company: 'City of Arden',
    jobTitle: 'Digital Services Lead',
    email: 'tom.becker@arden.example',
    phone: '+44 1632 960 210',
    notes: 'Procurement rules: every change needs a purchase order first.',
    projects: [['KEEL-005', 'Client PM']],
  },
  {
    name: 'Anja Søndergaard',
    company: 'Søndergaard & Co',
    jobTitle: 'Partner',
    email: 'anja@sondergaard.example',
    phone: '+45 32 12 34 56',
    notes: '',
    projects: [['KEEL-007', 'Decision maker']],
  },
  {
    name: 'Dr. Rahul Mehta',
    company: 'Helix Pharma',
    jobTitle: 'Head of Clinical Systems',
    email: 'rahul.mehta@helixpharma.example',
    phone: '+41 61 555 01 23',
    notes: 'Validation (GxP) sign-off goes through his team.',
    projects: [['KEEL-008', 'Sponsor']],
  },
  {
    name: 'Chloé Martin',
    company: 'Lumen Stores',
    jobTitle: 'E-commerce Manager',
    email: 'chloe.martin@lumen.example',
    phone: '+33 1 70 36 39 50',
    notes: '',
    projects: [['KEEL-010', 'Client PM']],
  },
];

export async function seedContactsDemo(
  trx: Knex,
  context: { createdBy: number; seedTime: number },
): Promise<void> {
  if ((await countContacts(trx)) > 0) return;
  const projects = new Map(
    (await trx('projects').select<{ id: number; code: string }[]>('id', 'code')).map((p) => [
      p.code,
      p.id,
    ]),
  );
  for (const { projects: links, ...values } of DEMO_CONTACTS) {
    const contactId = await insertContact(trx, values, context.createdBy, context.seedTime);
    for (const [code, role] of links) {
      const projectId = projects.get(code);
      if (projectId === undefined) continue;
      await insertProjectContact(
        trx,
        { projectId, contactId, role, createdBy: context.createdBy },
        context.seedTime,
      );
    }
  }
}
