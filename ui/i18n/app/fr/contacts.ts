import type { contactResource as nlContactResource, contacts as nlContacts, tagConditionResource as nlConditionResource, tag_conditions as nlConditions } from '../nl/contacts.js';

/** The contact screen's and the Tag conditions screen's texts (fr); see ../nl/contacts.ts. */
export const contacts: typeof nlContacts = {
  tabs: { overview: 'Aperçu', projects: 'Projets', tags: 'Tags' },
  figures: { booked_hours: 'Heures réservées (12 mois)', productivity: 'Productivité', last_activity: 'Dernière activité' },
  references: { title: 'Références', help: 'Ce à quoi le travail pour ce contact est reconnu ; chaque référence devient un tag général.', add: 'Ajouter une référence' },
  validation: { value_required: 'Indiquez une valeur.', email: 'Adresse e-mail non valide.', phone: 'Numéro de téléphone non valide.' },
  no_projects: 'Aucun projet n\'est lié à ce contact.',
  no_tags: 'Aucun tag ne pointe vers ce contact.',
};

export const contactResource: typeof nlContactResource = {
  name: 'Contact |||| Contacts',
  fields: {
    name: 'Nom',
    code: 'Code',
    formatted_name: 'Contact',
    type: 'Type',
    status: 'Statut',
    created_at: 'Créé',
    updated_at: 'Modifié',
    location: 'Lieu',
    email: 'E-mail',
    phone: 'Téléphone',
    company_name: 'Nom de l\'entreprise',
    references: 'Références',
    booked_hours: 'Heures réservées',
    productivity: 'Productivité',
    last_activity: 'Dernière activité',
  },
};

export const tag_conditions: typeof nlConditions = {
  statuses: { contact: 'Contact', internal: 'Interne' },
  forced_help: 'Imposé : personne ne modifie ni ne supprime son tag à la main.',
  actions: { force: 'Imposer', unforce: 'Ne plus imposer' },
  done: 'Condition de tag modifiée |||| %{smart_count} conditions de tag modifiées',
};

export const tagConditionResource: typeof nlConditionResource = {
  name: 'Condition de tag |||| Conditions de tag',
  fields: {
    type: 'Type de source',
    value: 'Source',
    status: 'Statut',
    contact_id: 'Contact',
    forced: 'Imposé',
    created_at: 'Créé',
    updated_at: 'Modifié',
  },
};
