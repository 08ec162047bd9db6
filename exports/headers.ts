/**
 * The export's column headers in the person's language. Kept in this one dictionary until the server speaks
 * through i18next (DESIGN, Language): then these move into its resources as they are.
 */
const EXPORT_LANGUAGES = ['nl', 'en', 'de', 'fr'] as const;
export type ExportLanguage = (typeof EXPORT_LANGUAGES)[number];

export type ExportColumn =
  | 'person'
  | 'date'
  | 'start'
  | 'end'
  | 'hours'
  | 'contact'
  | 'description'
  | 'status'
  | 'detected'
  | 'corrected'
  | 'project'
  | 'subproject'
  | 'working_code'
  | 'source'
  | 'internal';

export const HEADERS: Record<ExportLanguage, Record<ExportColumn, string>> = {
  nl: {
    person: 'Medewerker',
    date: 'Datum',
    start: 'Begin',
    end: 'Einde',
    hours: 'Uren',
    contact: 'Relatie',
    description: 'Omschrijving',
    status: 'Status',
    detected: 'Gedetecteerd (uren)',
    corrected: 'Gecorrigeerd (uren)',
    project: 'Project',
    subproject: 'Subproject',
    working_code: 'Werkcode',
    source: 'Bron',
    internal: 'Intern',
  },
  en: {
    person: 'Person',
    date: 'Date',
    start: 'Start',
    end: 'End',
    hours: 'Hours',
    contact: 'Contact',
    description: 'Description',
    status: 'Status',
    detected: 'Detected (hours)',
    corrected: 'Corrected (hours)',
    project: 'Project',
    subproject: 'Subproject',
    working_code: 'Working code',
    source: 'Source',
    internal: 'Internal',
  },
  de: {
    person: 'Mitarbeiter',
    date: 'Datum',
    start: 'Beginn',
    end: 'Ende',
    hours: 'Stunden',
    contact: 'Kontakt',
    description: 'Beschreibung',
    status: 'Status',
    detected: 'Erfasst (Stunden)',
    corrected: 'Korrigiert (Stunden)',
    project: 'Projekt',
    subproject: 'Unterprojekt',
    working_code: 'Arbeitscode',
    source: 'Quelle',
    internal: 'Intern',
  },
  fr: {
    person: 'Collaborateur',
    date: 'Date',
    start: 'Début',
    end: 'Fin',
    hours: 'Heures',
    contact: 'Contact',
    description: 'Description',
    status: 'Statut',
    detected: 'Détecté (heures)',
    corrected: 'Corrigé (heures)',
    project: 'Projet',
    subproject: 'Sous-projet',
    working_code: 'Code de travail',
    source: 'Source',
    internal: 'Interne',
  },
};

/** Yes and no, for the internal column. */
export const YES_NO: Record<ExportLanguage, [string, string]> = { nl: ['ja', 'nee'], en: ['yes', 'no'], de: ['ja', 'nein'], fr: ['oui', 'non'] };

/** A language the export speaks: the person's, else Dutch (DESIGN, Language). */
export const exportLanguage = (language: string): ExportLanguage => EXPORT_LANGUAGES.find((known) => language.toLowerCase().startsWith(known)) ?? 'nl';
