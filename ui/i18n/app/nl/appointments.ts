/** The Appointments screen and the day's appointment step (nl). See ../nl.ts. */
export const appointments = {
  statuses: { pending: 'Te regelen', arranged: 'Wacht op bevestiging', confirmed: 'Bevestigd', ignored: 'Genegeerd', cancelled: 'Geannuleerd' },
  arrangements: { contact: 'Contact', internal: 'Intern', ignore: 'Negeren' },
  leg_whose: { own: 'Als de afspraak', contact: 'Contact', internal: 'Intern', ignore: 'Negeren' },
  leg_whose_label: 'Voor wie',
  travel_start: 'Reis heen',
  travel_end: 'Reis terug',
  minutes: 'Minuten',
  propose_travel: 'Reistijd voorstellen',
  travel_by_hand: 'Reistijd wordt met de hand ingevuld: er is geen routeplanner ingesteld.',
  from: 'Vanaf',
  to: 'Tot en met',
  step: {
    title: 'Afspraak te regelen |||| %{smart_count} afspraken te regelen',
    text: 'Geef elke afspraak een contact, maak hem intern of negeer hem: dan wordt hij activiteit op deze dag.',
    needs_confirmation: 'Wacht op bevestiging',
    confirm: 'Bevestigen |||| %{smart_count} bevestigen',
  },
};

export const appointmentResource = {
  name: 'Afspraak |||| Afspraken',
  fields: {
    date: 'Datum',
    started_at: 'Begin',
    ended_at: 'Einde',
    description: 'Titel',
    attendees: 'Deelnemers',
    location: 'Locatie',
    status: 'Status',
    contact_id: 'Contact',
    arrangement: 'Geregeld als',
    travel_location_start: 'Vertreklocatie',
    travel_location_end: 'Eindlocatie',
  },
};
