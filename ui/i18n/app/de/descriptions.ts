import type { descriptionResource as nlResource, descriptions as nlDescriptions } from '../nl/descriptions.js';

export const descriptions: typeof nlDescriptions = {
  tags_help: 'Dynamische Tags: {previous|current|next}_{month|quarter|year} in geschweiften Klammern, z. B. {current_month}.',
  dimension_help: 'Leer: bei jeder Buchung.',
  personal_help: 'Persönlich: nur für Sie.',
  users_help: 'Niemand gewählt: für alle.',
  offered: { everyone: 'Alle', personal: 'Persönlich', users: '%{smart_count} Mitarbeiter |||| %{smart_count} Mitarbeiter' },
  pick: 'Standardbeschreibung',
};

export const descriptionResource: typeof nlResource = {
  name: 'Beschreibung |||| Beschreibungen',
  fields: { description: 'Beschreibung', text: 'Wie eingesetzt', dimension_id: 'Projekt', enabled: 'Aktiv', personal: 'Persönlich', users: 'Mitarbeiter', user_count: 'Für', created_at: 'Erstellt', updated_at: 'Geändert' },
};
