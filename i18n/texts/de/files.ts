import type { files as english } from '../en/files.js';

/** The files texts in German (see ../en/files.ts). */
export const files: Record<keyof typeof english, string> = {
  // An export's column headers, and the internal column's yes and no
  export_person: 'Mitarbeiter',
  export_date: 'Datum',
  export_start: 'Beginn',
  export_end: 'Ende',
  export_hours: 'Stunden',
  export_contact: 'Kontakt',
  export_description: 'Beschreibung',
  export_status: 'Status',
  export_detected: 'Erfasst (Stunden)',
  export_corrected: 'Korrigiert (Stunden)',
  export_project: 'Projekt',
  export_subproject: 'Unterprojekt',
  export_working_code: 'Arbeitscode',
  export_source: 'Quelle',
  export_internal: 'Intern',

  // An export's words for an activity's status and, where it has no name, its source's type
  export_status_open: 'Offen',
  export_status_ignored: 'Ignoriert',
  export_status_booked: 'Gebucht',
  export_status_published: 'Veröffentlicht',
  export_source_appointment: 'Termin',
  export_source_document: 'Dokument',
  export_source_email: 'E-Mail',
  export_source_manual: 'Manuell',
  export_source_multiple: 'Mehrere',
  export_source_native: 'Desktop-App',
  export_source_native_custom: 'Desktop-App (eigene)',
  export_source_phone: 'Telefon',
  export_source_web: 'Web',
  export_source_web_custom: 'Web (eigene)',
  export_yes: 'ja',
  export_no: 'nein',

  // Exports (refusals)
  export_extended_own_only: 'Ein erweiterter Export umfasst nur Ihre eigene Aktivität.',
  export_others_managers_only: 'Nur Manager und Administratoren exportieren die Aktivität anderer.',
  export_no_such_person: 'Keine Person Ihrer Organisation hat diese ID.',
  export_no_file: 'Dieser Export hat (noch) keine Datei.',

  // Contact import
  import_upload_first: 'Laden Sie zuerst die Datei hoch.',
  import_start_first: 'Starten Sie zuerst den Import.',
  import_not_processed: 'Der Import ist noch nicht verarbeitet.',
  import_processing: 'Der Import wird verarbeitet; löschen Sie ihn, sobald er fertig ist.',
  import_under_way: 'Dieser Import läuft bereits oder ist fertig: Bereiten Sie einen neuen vor.',
  import_too_large: 'Die Datei ist größer als {{megabytes}} MB: Teilen Sie sie auf, oder lassen Sie Spalten weg, die der Import nicht verwendet.',
  import_send_file: 'Senden Sie die Datei als Inhalt der Anfrage.',
  import_file_empty: 'Diese Datei ist leer.',
  import_not_csv_or_xlsx: 'Diese Datei ist keine CSV- oder XLSX-Datei.',
  import_csv_unreadable: 'Diese CSV-Datei kann nicht gelesen werden: {{reason}}',
  import_excel_unreadable: 'Diese Excel-Datei kann nicht gelesen werden; speichern Sie sie erneut als .xlsx.',
  import_no_header: 'Diese Datei hat keine Kopfzeile, die ihre Spalten benennt.',
  import_no_column: 'Die Datei hat keine Spalte {{column}}.',
  import_column_empty: 'Die Spalte {{column}} ist leer.',

  // Contact import records
  import_stopped: 'Der Import wurde {{times}}-mal abgebrochen; verarbeiten Sie ihn erneut, um fortzufahren.',
  import_failed: 'Der Import ist fehlgeschlagen: {{reason}}',
  export_stopped: 'Der Export wurde {{times}}-mal abgebrochen, bevor er fertig war.',
  export_failed: 'Der Export ist fehlgeschlagen: {{reason}}',
  import_company_name_empty: 'Der Firmenname ist leer.',
};
