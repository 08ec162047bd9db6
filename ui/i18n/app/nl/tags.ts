/**
 * The Tags screen's texts (nl): a name for every reference type, scope, status and nature of a tag (the API's
 * lists in domain/tags), the screen's actions and what it tells. See ../nl.ts.
 */
export const tags = {
  types: {
    email: 'E-mailadres',
    phone: 'Telefoon',
    phone_number: 'Telefoonnummer',
    url: 'Webadres',
    folder: 'Map',
    email_domain: 'E-maildomein',
    company_code: 'Bedrijfscode',
    company: 'Bedrijf',
    alias: 'Alias',
    process: 'Programma',
    default: 'Standaard',
  },
  scopes: { general: 'Algemeen', personal: 'Persoonlijk' },
  statuses: { contact: 'Contact', internal: 'Intern', ignored: 'Negeren' },
  natures: { tag: 'Permanent', log: 'Eenmalig' },
  deleted: 'Verwijderd',
  actions: {
    tag: 'Aan contact',
    internal: 'Intern',
    ignore: 'Negeren',
    lock: 'Vergrendelen',
    unlock: 'Ontgrendelen',
    restore: 'Terugzetten',
  },
  tag_dialog: { title: 'Tag aan een contact |||| %{smart_count} tags aan een contact', apply: 'Toepassen' },
  pending: {
    title: 'Openstaande tags',
    help: 'Referenties van je open dagen die nog geen tag hebben, de meeste tijd eerst. Een klik maakt je eigen tag, en de activiteit ermee wordt vanzelf getagd.',
    reference: 'Referentie',
    hours: 'Uren',
    tag_as: 'Taggen als',
    done: 'Tag gemaakt: de activiteit ermee wordt vanzelf getagd',
  },
  edit: {
    title: 'Tag wijzigen',
    locked: 'Een beheerder heeft deze tag vergrendeld: alleen beheerders wijzigen hem.',
    forced: 'Deze tag komt uit een tagvoorwaarde en wordt niet met de hand gewijzigd.',
  },
  done: { changed: 'Tag gewijzigd |||| %{smart_count} tags gewijzigd', restored: 'Tag teruggezet' },
};

export const tagResource = {
  name: 'Tag |||| Tags',
  fields: {
    type: 'Soort',
    value: 'Waarde',
    scope: 'Bereik',
    status: 'Status',
    contact_id: 'Contact',
    nature: 'Aard',
    locked: 'Vergrendeld',
    forced: 'Uit tagvoorwaarde',
    is_deleted: 'Verwijderd',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
  },
};
