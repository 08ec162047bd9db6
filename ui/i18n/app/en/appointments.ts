/** The Appointments screen and the day's appointment step (en). See ../nl.ts. */
export const appointments = {
  statuses: { pending: 'To arrange', arranged: 'Awaiting confirmation', confirmed: 'Confirmed', ignored: 'Ignored', cancelled: 'Cancelled' },
  arrangements: { contact: 'Contact', internal: 'Internal', ignore: 'Ignore' },
  leg_whose: { own: 'As the appointment', contact: 'Contact', internal: 'Internal', ignore: 'Ignore' },
  leg_whose_label: 'For whom',
  travel_start: 'Travel out',
  travel_end: 'Travel back',
  minutes: 'Minutes',
  propose_travel: 'Propose travel',
  travel_by_hand: 'Travel is entered by hand: no routing service is set up.',
  from: 'From',
  to: 'Up to',
  step: {
    title: 'Appointment to arrange |||| %{smart_count} appointments to arrange',
    text: 'Give each appointment a contact, make it internal or ignore it: then it becomes activity on this day.',
    needs_confirmation: 'Awaiting confirmation',
    confirm: 'Confirm |||| Confirm %{smart_count}',
  },
};

export const appointmentResource = {
  name: 'Appointment |||| Appointments',
  fields: {
    date: 'Date',
    started_at: 'Start',
    ended_at: 'End',
    description: 'Title',
    attendees: 'Attendees',
    location: 'Location',
    status: 'Status',
    contact_id: 'Contact',
    arrangement: 'Arranged as',
    travel_location_start: 'Start location',
    travel_location_end: 'End location',
  },
};
