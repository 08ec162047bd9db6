import type { contactResource as nlContactResource, contacts as nlContacts, tagConditionResource as nlConditionResource, tag_conditions as nlConditions } from '../nl/contacts.js';

/** The contact screen's and the Tag conditions screen's texts (de); see ../nl/contacts.ts. */
export const contacts: typeof nlContacts = {
  tabs: { overview: 'Übersicht', projects: 'Projekte', tags: 'Tags' },
  figures: { booked_hours: 'Gebuchte Stunden (12 Monate)', productivity: 'Produktivität', last_activity: 'Letzte Aktivität' },
  references: { title: 'Referenzen', help: 'Woran die Arbeit für diesen Kontakt erkannt wird; jede Referenz wird ein allgemeiner Tag.', add: 'Referenz hinzufügen' },
  validation: { value_required: 'Geben Sie einen Wert ein.', email: 'Keine gültige E-Mail-Adresse.', phone: 'Keine gültige Telefonnummer.' },
  no_projects: 'Mit diesem Kontakt sind keine Projekte verknüpft.',
  no_tags: 'Keine Tags verweisen auf diesen Kontakt.',
};

export const contactResource: typeof nlContactResource = {
  name: 'Kontakt |||| Kontakte',
  fields: {
    name: 'Name',
    code: 'Code',
    formatted_name: 'Kontakt',
    type: 'Art',
    status: 'Status',
    created_at: 'Erstellt',
    updated_at: 'Geändert',
    location: 'Ort',
    email: 'E-Mail',
    phone: 'Telefon',
    company_name: 'Firmenname',
    references: 'Referenzen',
    booked_hours: 'Gebuchte Stunden',
    productivity: 'Produktivität',
    last_activity: 'Letzte Aktivität',
  },
};

export const tag_conditions: typeof nlConditions = {
  statuses: { contact: 'Kontakt', internal: 'Intern' },
  forced_help: 'Erzwungen: niemand ändert oder löscht den Tag von Hand.',
  actions: { force: 'Erzwingen', unforce: 'Nicht mehr erzwingen' },
  done: 'Tag-Bedingung geändert |||| %{smart_count} Tag-Bedingungen geändert',
};

export const tagConditionResource: typeof nlConditionResource = {
  name: 'Tag-Bedingung |||| Tag-Bedingungen',
  fields: {
    type: 'Quellenart',
    value: 'Quelle',
    status: 'Status',
    contact_id: 'Kontakt',
    forced: 'Erzwungen',
    created_at: 'Erstellt',
    updated_at: 'Geändert',
  },
};
