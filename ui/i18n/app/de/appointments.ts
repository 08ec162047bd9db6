/** The Appointments screen and the day's appointment step (de). See ../nl.ts. */
export const appointments = {
  statuses: { pending: 'Zu regeln', arranged: 'Wartet auf Bestätigung', confirmed: 'Bestätigt', ignored: 'Ignoriert', cancelled: 'Abgesagt' },
  arrangements: { contact: 'Kontakt', internal: 'Intern', ignore: 'Ignorieren' },
  leg_whose: { own: 'Wie der Termin', contact: 'Kontakt', internal: 'Intern', ignore: 'Ignorieren' },
  leg_whose_label: 'Für wen',
  travel_start: 'Hinfahrt',
  travel_end: 'Rückfahrt',
  minutes: 'Minuten',
  propose_travel: 'Fahrzeit vorschlagen',
  travel_by_hand: 'Die Fahrzeit geben Sie selbst ein: Es ist kein Routenplaner eingerichtet.',
  from: 'Ab',
  to: 'Bis einschließlich',
  step: {
    title: 'Termin zu regeln |||| %{smart_count} Termine zu regeln',
    text: 'Geben Sie jedem Termin einen Kontakt, machen Sie ihn intern oder ignorieren Sie ihn: dann wird er Aktivität an diesem Tag.',
    needs_confirmation: 'Wartet auf Bestätigung',
    confirm: 'Bestätigen |||| %{smart_count} bestätigen',
  },
};

export const appointmentResource = {
  name: 'Termin |||| Termine',
  fields: {
    date: 'Datum',
    started_at: 'Beginn',
    ended_at: 'Ende',
    description: 'Titel',
    attendees: 'Teilnehmer',
    location: 'Ort',
    status: 'Status',
    contact_id: 'Kontakt',
    arrangement: 'Geregelt als',
    travel_location_start: 'Abfahrtsort',
    travel_location_end: 'Zielort',
  },
};
