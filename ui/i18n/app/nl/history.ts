import type { HistoryChange, HistoryEntry } from '../../../providers/domain.js';

/**
 * The history's texts (nl), shown for a day on the day screen and in the manager view and for one activity: the one
 * list of what each of a day's events is called and of each field they change. An event type or a field without
 * its text here fails type-checking; see ../nl.ts.
 */
export const history = {
  title: 'Geschiedenis',
  empty: 'Nog geen geschiedenis.',
  by: 'door %{name}',
  by_system: 'door het systeem',
  more: 'nog 1 activiteit |||| nog %{smart_count} activiteiten',
  fewer: 'Minder tonen',
  hours: '%{hours}\u00a0u', // a number and its unit stay on one line
  activity: 'Activiteit van %{time}',
  tag: "'%{value}'",
  tagged_by_tag: {
    contact: "getagd aan %{contact} door tag '%{value}'",
    internal: "intern gemaakt door tag '%{value}'",
    ignored: "genegeerd door tag '%{value}'",
    tagged: "getagd door tag '%{value}'",
  },
  events: {
    DayOpened: 'Dag geopend',
    ActivityRegistered: 'Activiteit geregistreerd',
    ActivityTrimmed: 'Activiteit ingekort door overlap',
    ActivityRemoved: 'Activiteit verwijderd',
    ActivityRestored: 'Activiteit hersteld',
    ActivitiesTagged: 'Getagd',
    ActivitiesStatusSet: 'Status gewijzigd',
    ActivitiesDescribed: 'Omschrijving gewijzigd',
    ActivitiesCustomFieldsSet: 'Vrije velden gewijzigd',
    ActivitiesBooked: 'Geboekt',
    DurationsCorrected: 'Duur gecorrigeerd',
    DayLocked: 'Vastgezet om te publiceren',
    DayUnlocked: 'Weer opengezet',
    DayPublished: 'Gepubliceerd',
    DayDeleted: 'Dag verwijderd',
  } satisfies Record<HistoryEntry['type'], string>,
  fields: {
    date: 'Datum',
    status: 'Status',
    activities: 'Activiteiten',
    started_at: 'Begin',
    ended_at: 'Einde',
    contact_id: 'Contact',
    partner_contact_id: 'Partner',
    internal: 'Intern',
    description: 'Omschrijving',
    corrected_duration: 'Gecorrigeerde duur',
    published_duration: 'Gepubliceerde duur',
    removed: 'Verwijderd',
    booking: 'Boeking',
    tagged_by: 'Tag',
    detection: 'Gedetecteerd door',
  } satisfies Record<HistoryChange['field'], string>,
};
