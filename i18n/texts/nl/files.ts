import type { files as english } from '../en/files.js';

/** The files texts in Dutch (see ../en/files.ts). */
export const files: Record<keyof typeof english, string> = {
  // An export's column headers, and the internal column's yes and no
  export_person: 'Medewerker',
  export_date: 'Datum',
  export_start: 'Begin',
  export_end: 'Einde',
  export_hours: 'Uren',
  export_contact: 'Relatie',
  export_description: 'Omschrijving',
  export_status: 'Status',
  export_detected: 'Gedetecteerd (uren)',
  export_corrected: 'Gecorrigeerd (uren)',
  export_project: 'Project',
  export_subproject: 'Subproject',
  export_working_code: 'Werkcode',
  export_source: 'Bron',
  export_internal: 'Intern',

  // An export's words for an activity's status and, where it has no name, its source's type
  export_status_open: 'Open',
  export_status_ignored: 'Genegeerd',
  export_status_booked: 'Geboekt',
  export_status_published: 'Gepubliceerd',
  export_source_appointment: 'Afspraak',
  export_source_document: 'Document',
  export_source_email: 'E-mail',
  export_source_manual: 'Handmatig',
  export_source_multiple: 'Meerdere',
  export_source_native: 'Desktop-app',
  export_source_native_custom: 'Desktop-app (eigen)',
  export_source_phone: 'Telefoon',
  export_source_web: 'Web',
  export_source_web_custom: 'Web (eigen)',
  export_yes: 'ja',
  export_no: 'nee',

  // Exports (refusals)
  export_extended_own_only: 'Een uitgebreide export is alleen van je eigen activiteit.',
  export_others_managers_only: 'Alleen managers en beheerders exporteren de activiteit van anderen.',
  export_no_such_person: 'Geen persoon van je organisatie heeft dit id.',
  export_no_file: 'Deze export heeft (nog) geen bestand.',

  // Contact import
  import_upload_first: 'Upload eerst het bestand.',
  import_start_first: 'Start eerst de import.',
  import_not_processed: 'De import is nog niet verwerkt.',
  import_processing: 'De import wordt verwerkt; verwijder hem als hij klaar is.',
  import_under_way: 'Deze import loopt al of is klaar: bereid een nieuwe voor.',
  import_too_large: 'Het bestand is groter dan {{megabytes}} MB: splits het, of laat kolommen weg die de import niet gebruikt.',
  import_send_file: 'Stuur het bestand als body van het verzoek.',
  import_file_empty: 'Dit bestand is leeg.',
  import_not_csv_or_xlsx: 'Dit bestand is geen CSV- of XLSX-bestand.',
  import_csv_unreadable: 'Dit CSV-bestand kan niet worden gelezen: {{reason}}',
  import_excel_unreadable: 'Dit Excel-bestand kan niet worden gelezen; sla het opnieuw op als .xlsx.',
  import_no_header: 'Dit bestand heeft geen kopregel die de kolommen benoemt.',
  import_no_column: 'Het bestand heeft geen kolom {{column}}.',
  import_column_empty: 'De kolom {{column}} is leeg.',

  // Contact import records
  import_stopped: 'De import is {{times}} keer gestopt; verwerk hem opnieuw om verder te gaan.',
  import_failed: 'De import is mislukt: {{reason}}',
  export_stopped: 'De export is {{times}} keer gestopt voordat hij klaar was.',
  export_failed: 'De export is mislukt: {{reason}}',
  import_company_name_empty: 'De bedrijfsnaam is leeg.',
};
