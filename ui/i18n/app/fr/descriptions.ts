import type { descriptionResource as nlResource, descriptions as nlDescriptions } from '../nl/descriptions.js';

export const descriptions: typeof nlDescriptions = {
  tags_help: 'Balises dynamiques : {previous|current|next}_{month|quarter|year} entre accolades, p. ex. {current_month}.',
  dimension_help: 'Vide : proposée pour toute réservation.',
  personal_help: 'Personnelle : pour vous seul.',
  users_help: 'Personne de choisi : pour tous.',
  offered: { everyone: 'Tous', personal: 'Personnelle', users: '%{smart_count} collaborateur |||| %{smart_count} collaborateurs' },
  pick: 'Description standard',
};

export const descriptionResource: typeof nlResource = {
  name: 'Description |||| Descriptions',
  fields: { description: 'Description', text: 'Telle que remplie', dimension_id: 'Projet', enabled: 'Active', personal: 'Personnelle', users: 'Collaborateurs', user_count: 'Pour', created_at: 'Créée', updated_at: 'Modifiée' },
};
