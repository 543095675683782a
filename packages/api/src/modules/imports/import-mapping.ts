import {
  IMPORT_FIELDS,
  type ImportFieldSpec,
  type ImportLocale,
  type ImportMapping,
  type ImportSheetKind,
} from '@keel/types';
import { ValidationError } from '../../lib/errors';

/**
 * The guessed mapping (README.md § Mapping): a column whose header, folded
 * (lower case, umlauts spelled out, only letters and digits), is one of a
 * field's English or German names (or its key or label) is read into that
 * field; each column serves one field. The locale is guessed from the
 * headers and the preview's dates and decimals.
 */

type Aliases = { en: readonly string[]; de: readonly string[] };

const COMMON: Record<string, Aliases> = {
  externalId: { en: ['external id', 'id', 'ext id', 'redmine id', '#'], de: ['externe id', 'nr'] },
  code: {
    en: ['code', 'project code', 'key', 'project number'],
    de: ['kürzel', 'projektnummer', 'projektcode'],
  },
  name: { en: ['name', 'title', 'subject'], de: ['bezeichnung', 'titel', 'betreff'] },
  client: { en: ['client', 'customer'], de: ['kunde', 'auftraggeber'] },
  manager: {
    en: ['manager', 'project manager', 'pm', 'manager email'],
    de: ['projektleiter', 'projektleitung', 'verantwortlich'],
  },
  status: { en: ['status', 'state'], de: ['zustand'] },
  billingType: { en: ['billing', 'billing type'], de: ['abrechnung', 'abrechnungsart'] },
  startDate: { en: ['start', 'start date', 'begin'], de: ['startdatum', 'beginn', 'anfang'] },
  endDate: { en: ['end', 'end date', 'finish'], de: ['enddatum', 'ende'] },
  dueDate: {
    en: ['due', 'due date', 'deadline'],
    de: ['fällig', 'fällig am', 'fälligkeit', 'fälligkeitsdatum', 'termin'],
  },
  currency: { en: ['currency'], de: ['währung'] },
  budgetAmount: { en: ['budget', 'budget amount'], de: ['budgetbetrag', 'betrag'] },
  budgetHours: { en: ['budget hours', 'hours budget'], de: ['budgetstunden', 'stundenbudget'] },
  description: { en: ['description', 'details'], de: ['beschreibung'] },
  tags: { en: ['tags'], de: ['schlagworte', 'schlagwörter'] },
  project: { en: ['project', 'project code'], de: ['projekt', 'projektcode', 'projekt code'] },
  parent: {
    en: ['parent', 'parent id', 'parent task'],
    de: ['übergeordnet', 'übergeordnete aufgabe', 'elternaufgabe'],
  },
  priority: { en: ['priority'], de: ['priorität'] },
  assignee: {
    en: ['assignee', 'assigned to', 'owner'],
    de: ['zugewiesen an', 'bearbeiter', 'zuständig'],
  },
  estimate: {
    en: ['estimate', 'estimated hours', 'estimated time'],
    de: ['geschätzter aufwand', 'schätzung', 'aufwand'],
  },
  progress: {
    en: ['progress', 'done', '% done', 'done %'],
    de: ['erledigt', 'fortschritt', '% erledigt'],
  },
  labels: { en: ['labels', 'label', 'category', 'tags'], de: ['kategorie', 'schlagworte'] },
  user: {
    en: ['user', 'person', 'email', 'e-mail', 'employee'],
    de: ['mitarbeiter', 'benutzer', 'person'],
  },
  date: { en: ['date', 'day', 'spent on'], de: ['datum', 'tag'] },
  duration: { en: ['hours', 'duration', 'time', 'spent'], de: ['stunden', 'dauer', 'zeit'] },
  task: { en: ['task', 'issue', 'ticket'], de: ['aufgabe', 'vorgang'] },
  timesheetTask: { en: ['timesheet task', 'activity'], de: ['tätigkeit', 'aktivität'] },
  note: {
    en: ['note', 'notes', 'comment', 'description'],
    de: ['notiz', 'kommentar', 'bemerkung', 'beschreibung'],
  },
  billable: { en: ['billable'], de: ['abrechenbar', 'fakturierbar'] },
  company: { en: ['company', 'organization', 'organisation'], de: ['firma', 'unternehmen'] },
  jobTitle: { en: ['job title', 'position', 'role'], de: ['funktion', 'berufsbezeichnung'] },
  email: {
    en: ['email', 'e-mail', 'mail', 'email address'],
    de: ['e-mail-adresse', 'mailadresse'],
  },
  phone: { en: ['phone', 'telephone', 'tel', 'mobile'], de: ['telefon', 'telefonnummer', 'handy'] },
  notes: { en: ['notes', 'comment'], de: ['notizen', 'bemerkung', 'kommentar'] },
  billingStreet: { en: ['street', 'address'], de: ['straße', 'anschrift'] },
  billingPostcode: {
    en: ['postcode', 'zip', 'postal code', 'zip code'],
    de: ['plz', 'postleitzahl'],
  },
  billingCity: { en: ['city', 'town'], de: ['ort', 'stadt'] },
  billingCountry: { en: ['country'], de: ['land'] },
  taxId: { en: ['tax id', 'vat', 'vat id'], de: ['ust-idnr', 'ustid', 'steuernummer'] },
  role: { en: ['role'], de: ['rolle'] },
  author: { en: ['author', 'user'], de: ['autor', 'verfasser'] },
  createdAt: { en: ['created', 'created at', 'written on'], de: ['erstellt', 'erstellt am'] },
  body: { en: ['text', 'body', 'comment', 'notes'], de: ['kommentar', 'notiz'] },
};

/** A kind's own names for a field where the common ones would mislead. */
const BY_KIND: Partial<Record<ImportSheetKind, Record<string, Aliases>>> = {
  projects: {
    name: {
      en: ['name', 'title', 'project', 'project name'],
      de: ['projekt', 'projektname', 'bezeichnung'],
    },
  },
  tasks: {
    name: {
      en: ['name', 'title', 'subject', 'task'],
      de: ['aufgabe', 'bezeichnung', 'titel', 'betreff'],
    },
  },
  contacts: { name: { en: ['name', 'full name', 'contact'], de: ['ansprechpartner', 'kontakt'] } },
  timeEntries: {
    user: {
      en: ['user', 'person', 'email', 'e-mail', 'employee'],
      de: ['mitarbeiter', 'benutzer'],
    },
  },
};

/** A header folded for comparison: `E-Mail` → `email`, `Priorität` → `prioritaet`. */
export function fold(header: string): string {
  return header
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^a-z0-9#%]/g, '');
}

function aliasesOf(kind: ImportSheetKind, field: ImportFieldSpec): Aliases {
  return BY_KIND[kind]?.[field.key] ?? COMMON[field.key] ?? { en: [], de: [] };
}

export function fieldsOf(kind: ImportSheetKind): readonly ImportFieldSpec[] {
  return IMPORT_FIELDS[kind];
}

/** The guessed mapping of a sheet's columns: every field of the kind, null where nothing matched. */
export function guessMapping(kind: ImportSheetKind, columns: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const used = new Set<string>();
  const folded = columns.map((column) => ({ column, key: fold(column) }));
  for (const field of fieldsOf(kind)) {
    const aliases = aliasesOf(kind, field);
    const names = new Set(
      [field.key, field.label, ...aliases.en, ...aliases.de].map(fold).filter(Boolean),
    );
    const match = folded.find((c) => !used.has(c.column) && c.key !== '' && names.has(c.key));
    mapping[field.key] = match ? match.column : null;
    if (match) used.add(match.column);
  }
  return mapping;
}

const GERMAN = new Set(
  Object.values(COMMON)
    .concat(Object.values(BY_KIND).flatMap((byField) => Object.values(byField ?? {})))
    .flatMap((aliases) => aliases.de.map(fold)),
);
const ENGLISH = new Set(Object.values(COMMON).flatMap((aliases) => aliases.en.map(fold)));

/**
 * German when the preview writes German dates (31.12.2025) or decimal commas
 * (7,5) more often than US dates and decimal points, or, when the values do
 * not tell, when more headers are German words than English ones.
 */
export function guessLocale(
  columns: readonly string[],
  preview: readonly string[][],
): ImportLocale {
  let de = 0;
  let en = 0;
  for (const row of preview)
    for (const cell of row) {
      const value = cell.trim();
      if (/^\d{1,2}\.\d{1,2}\.\d{2,4}$/.test(value) || /^-?\d+,\d{1,2}$/.test(value)) de += 1;
      else if (/^\d{1,2}\/\d{1,2}\/\d{2,4}$/.test(value) || /^-?\d+\.\d{1,2}$/.test(value)) en += 1;
    }
  if (de !== en) return de > en ? 'de' : 'en';
  const germanHeaders = columns.filter((c) => GERMAN.has(fold(c)) && !ENGLISH.has(fold(c))).length;
  const englishHeaders = columns.filter((c) => ENGLISH.has(fold(c)) && !GERMAN.has(fold(c))).length;
  return germanHeaders > englishHeaders ? 'de' : 'en';
}

/**
 * A mapping sent with `PUT`: every key a field of the kind, every column
 * one of the sheet's (400 naming `sheets.<i>.mapping.<key>` otherwise). Fields
 * left out are not imported.
 */
export function checkedMapping(
  kind: ImportSheetKind,
  columns: readonly string[],
  mapping: ImportMapping,
  at: string,
): ImportMapping {
  const keys = new Set(fieldsOf(kind).map((field) => field.key));
  const known = new Set(columns);
  const checked: ImportMapping = {};
  for (const [key, column] of Object.entries(mapping)) {
    if (!keys.has(key))
      throw ValidationError.field(
        `${at}.${key}`,
        `Unknown field: ${key} (a ${kind} sheet has ${[...keys].join(', ')})`,
      );
    if (column !== null && !known.has(column))
      throw ValidationError.field(`${at}.${key}`, `The sheet has no column "${column}"`);
  }
  for (const key of keys) checked[key] = mapping[key] ?? null;
  return checked;
}
