import type { tagResource as nlResource, tags as nlTags } from '../nl/tags.js';

/** The Tags screen's texts (de); see ../nl/tags.ts. */
export const tags: typeof nlTags = {
  types: {
    email: 'E-Mail-Adresse',
    phone: 'Telefon',
    phone_number: 'Telefonnummer',
    url: 'Webadresse',
    folder: 'Ordner',
    email_domain: 'E-Mail-Domain',
    company_code: 'Firmencode',
    company: 'Firma',
    alias: 'Alias',
    process: 'Programm',
    default: 'Standard',
  },
  scopes: { general: 'Allgemein', personal: 'Persönlich' },
  statuses: { contact: 'Kontakt', internal: 'Intern', ignored: 'Ignorieren' },
  natures: { tag: 'Dauerhaft', log: 'Einmalig' },
  deleted: 'Gelöscht',
  actions: {
    tag: 'Zu Kontakt',
    internal: 'Intern',
    ignore: 'Ignorieren',
    lock: 'Sperren',
    unlock: 'Entsperren',
    restore: 'Wiederherstellen',
  },
  tag_dialog: { title: 'Tag einem Kontakt zuordnen |||| %{smart_count} Tags einem Kontakt zuordnen', apply: 'Anwenden' },
  pending: {
    title: 'Offene Tags',
    help: 'Referenzen Ihrer offenen Tage, die noch kein Tag abdeckt, die meiste Zeit zuerst. Ein Klick erstellt Ihr eigenes Tag, und die Aktivität damit wird von selbst getaggt.',
    reference: 'Referenz',
    hours: 'Stunden',
    tag_as: 'Taggen als',
    done: 'Tag erstellt: die Aktivität damit wird von selbst getaggt',
  },
  edit: {
    title: 'Tag ändern',
    locked: 'Ein Administrator hat dieses Tag gesperrt: Nur Administratoren ändern es.',
    forced: 'Dieses Tag stammt aus einer Tag-Bedingung und wird nicht von Hand geändert.',
  },
  done: { changed: 'Tag geändert |||| %{smart_count} Tags geändert', restored: 'Tag wiederhergestellt' },
};

export const tagResource: typeof nlResource = {
  name: 'Tag |||| Tags',
  fields: {
    type: 'Art',
    value: 'Wert',
    scope: 'Bereich',
    status: 'Status',
    contact_id: 'Kontakt',
    nature: 'Art der Zuordnung',
    locked: 'Gesperrt',
    forced: 'Aus Tag-Bedingung',
    is_deleted: 'Gelöscht',
    created_at: 'Erstellt',
    updated_at: 'Geändert',
  },
};
