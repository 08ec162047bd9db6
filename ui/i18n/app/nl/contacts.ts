/** The contact screen's and the Tag conditions screen's texts (nl, the model of the other languages). */
export const contacts = {
  tabs: { overview: 'Overzicht', projects: 'Projecten', tags: 'Tags' },
  figures: { booked_hours: 'Geboekte uren (12 maanden)', productivity: 'Productiviteit', last_activity: 'Laatste activiteit' },
  references: { title: 'Referenties', help: 'Waaraan het werk voor dit contact herkend wordt; elke referentie wordt een algemene tag.', add: 'Referentie toevoegen' },
  validation: { value_required: 'Vul een waarde in.', email: 'Geen geldig e-mailadres.', phone: 'Geen geldig telefoonnummer.' },
  no_projects: 'Geen projecten gekoppeld aan dit contact.',
  no_tags: 'Geen tags wijzen naar dit contact.',
};

export const contactResource = {
  name: 'Contact |||| Contacten',
  fields: {
    name: 'Naam',
    code: 'Code',
    formatted_name: 'Contact',
    type: 'Soort',
    status: 'Status',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
    location: 'Locatie',
    email: 'E-mail',
    phone: 'Telefoon',
    company_name: 'Bedrijfsnaam',
    references: 'Referenties',
    booked_hours: 'Geboekte uren',
    productivity: 'Productiviteit',
    last_activity: 'Laatste activiteit',
  },
};

export const tag_conditions = {
  statuses: { contact: 'Contact', internal: 'Intern' },
  forced_help: 'Afgedwongen: de tag wordt door niemand met de hand gewijzigd of verwijderd.',
  actions: { force: 'Afdwingen', unforce: 'Niet meer afdwingen' },
  done: 'Tagvoorwaarde gewijzigd |||| %{smart_count} tagvoorwaarden gewijzigd',
};

export const tagConditionResource = {
  name: 'Tagvoorwaarde |||| Tagvoorwaarden',
  fields: {
    type: 'Soort bron',
    value: 'Bron',
    status: 'Status',
    contact_id: 'Contact',
    forced: 'Afgedwongen',
    created_at: 'Aangemaakt',
    updated_at: 'Gewijzigd',
  },
};
