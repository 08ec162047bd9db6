/** The Appointments screen and the day's appointment step (fr). See ../nl.ts. */
export const appointments = {
  statuses: { pending: 'À régler', arranged: 'En attente de confirmation', confirmed: 'Confirmé', ignored: 'Ignoré', cancelled: 'Annulé' },
  arrangements: { contact: 'Contact', internal: 'Interne', ignore: 'Ignorer' },
  leg_whose: { own: 'Comme le rendez-vous', contact: 'Contact', internal: 'Interne', ignore: 'Ignorer' },
  leg_whose_label: 'Pour qui',
  travel_start: 'Trajet aller',
  travel_end: 'Trajet retour',
  minutes: 'Minutes',
  propose_travel: 'Proposer le trajet',
  travel_by_hand: 'Le trajet est saisi à la main : aucun service d’itinéraire n’est configuré.',
  from: 'À partir du',
  to: "Jusqu'au",
  step: {
    title: 'Rendez-vous à régler |||| %{smart_count} rendez-vous à régler',
    text: "Donnez un contact à chaque rendez-vous, rendez-le interne ou ignorez-le : il devient alors une activité de ce jour.",
    needs_confirmation: 'En attente de confirmation',
    confirm: 'Confirmer |||| Confirmer %{smart_count}',
  },
};

export const appointmentResource = {
  name: 'Rendez-vous |||| Rendez-vous',
  fields: {
    date: 'Date',
    started_at: 'Début',
    ended_at: 'Fin',
    description: 'Titre',
    attendees: 'Participants',
    location: 'Lieu',
    status: 'Statut',
    contact_id: 'Contact',
    arrangement: 'Réglé comme',
    travel_location_start: 'Lieu de départ',
    travel_location_end: "Lieu d'arrivée",
  },
};
