import type { files as english } from '../en/files.js';

/** The files texts in French (see ../en/files.ts). */
export const files: Record<keyof typeof english, string> = {
  // An export's column headers, and the internal column's yes and no
  export_person: 'Collaborateur',
  export_date: 'Date',
  export_start: 'Début',
  export_end: 'Fin',
  export_hours: 'Heures',
  export_contact: 'Contact',
  export_description: 'Description',
  export_status: 'Statut',
  export_detected: 'Détecté (heures)',
  export_corrected: 'Corrigé (heures)',
  export_project: 'Projet',
  export_subproject: 'Sous-projet',
  export_working_code: 'Code de travail',
  export_source: 'Source',
  export_internal: 'Interne',

  // An export's words for an activity's status and, where it has no name, its source's type
  export_status_open: 'Ouverte',
  export_status_ignored: 'Ignorée',
  export_status_booked: 'Imputée',
  export_status_published: 'Publiée',
  export_source_appointment: 'Rendez-vous',
  export_source_document: 'Document',
  export_source_email: 'E-mail',
  export_source_manual: 'Manuelle',
  export_source_multiple: 'Multiple',
  export_source_native: 'Application de bureau',
  export_source_native_custom: 'Application de bureau (personnalisée)',
  export_source_phone: 'Téléphone',
  export_source_web: 'Web',
  export_source_web_custom: 'Web (personnalisé)',
  export_yes: 'oui',
  export_no: 'non',

  // Exports (refusals)
  export_extended_own_only: 'Un export étendu ne porte que sur votre propre activité.',
  export_others_managers_only: "Seuls les managers et les administrateurs exportent l'activité des autres.",
  export_no_such_person: "Aucune personne de votre organisation n'a cet identifiant.",
  export_no_file: "Cet export n'a pas (encore) de fichier.",

  // Contact import
  import_upload_first: "Téléversez d'abord le fichier.",
  import_start_first: "Lancez d'abord l'import.",
  import_not_processed: "L'import n'est pas encore traité.",
  import_processing: "L'import est en cours de traitement ; supprimez-le une fois terminé.",
  import_under_way: 'Cet import est en cours ou terminé : préparez-en un autre.',
  import_too_large: "Le fichier dépasse {{megabytes}} Mo : divisez-le, ou retirez les colonnes que l'import n'utilise pas.",
  import_send_file: 'Envoyez le fichier comme corps de la requête.',
  import_file_empty: 'Ce fichier est vide.',
  import_not_csv_or_xlsx: "Ce fichier n'est pas un fichier CSV ou XLSX.",
  import_csv_unreadable: 'Ce fichier CSV ne peut pas être lu : {{reason}}',
  import_excel_unreadable: 'Ce fichier Excel ne peut pas être lu ; enregistrez-le à nouveau au format .xlsx.',
  import_no_header: "Ce fichier n'a pas de ligne d'en-tête nommant ses colonnes.",
  import_no_column: "Le fichier n'a pas de colonne {{column}}.",
  import_column_empty: 'La colonne {{column}} est vide.',

  // Contact import records
  import_stopped: 'L’import s’est arrêté {{times}} fois ; traitez-le de nouveau pour reprendre.',
  import_failed: 'L’import a échoué : {{reason}}',
  export_stopped: 'L’export s’est arrêté {{times}} fois avant d’être terminé.',
  export_failed: 'L’export a échoué : {{reason}}',
  import_company_name_empty: 'Le nom de l’entreprise est vide.',
};
