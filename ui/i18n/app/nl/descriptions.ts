/** The Descriptions screen and the booking editor's pick list. */
export const descriptions = {
  tags_help: 'Dynamische tags: {previous|current|next}_{month|quarter|year} tussen accolades, bijvoorbeeld {current_month}.',
  dimension_help: 'Leeg: bij elke boeking.',
  personal_help: 'Persoonlijk: alleen voor jou.',
  users_help: 'Niemand gekozen: voor iedereen.',
  offered: { everyone: 'Iedereen', personal: 'Persoonlijk', users: '%{smart_count} medewerker |||| %{smart_count} medewerkers' },
  pick: 'Standaardomschrijving',
};

export const descriptionResource = {
  name: 'Omschrijving |||| Omschrijvingen',
  fields: { description: 'Omschrijving', text: 'Zoals ingevuld', dimension_id: 'Project', enabled: 'Actief', personal: 'Persoonlijk', users: 'Medewerkers', user_count: 'Voor', created_at: 'Aangemaakt', updated_at: 'Gewijzigd' },
};
