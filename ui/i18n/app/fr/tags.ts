import type { tagResource as nlResource, tags as nlTags } from '../nl/tags.js';

/** The Tags screen's texts (fr); see ../nl/tags.ts. */
export const tags: typeof nlTags = {
  types: {
    email: 'Adresse e-mail',
    phone: 'Téléphone',
    phone_number: 'Numéro de téléphone',
    url: 'Adresse web',
    folder: 'Dossier',
    email_domain: 'Domaine e-mail',
    company_code: "Code d'entreprise",
    company: 'Entreprise',
    alias: 'Alias',
    process: 'Application',
    default: 'Par défaut',
  },
  scopes: { general: 'Général', personal: 'Personnel' },
  statuses: { contact: 'Contact', internal: 'Interne', ignored: 'Ignorer' },
  natures: { tag: 'Permanent', log: 'Ponctuel' },
  deleted: 'Supprimés',
  actions: {
    tag: 'Vers un contact',
    internal: 'Interne',
    ignore: 'Ignorer',
    lock: 'Verrouiller',
    unlock: 'Déverrouiller',
    restore: 'Restaurer',
  },
  tag_dialog: { title: 'Étiqueter pour un contact |||| %{smart_count} étiquettes pour un contact', apply: 'Appliquer' },
  pending: {
    title: 'Étiquettes en attente',
    help: 'Les références de vos jours ouverts qu’aucune étiquette ne couvre encore, le plus de temps d’abord. Un clic crée votre propre étiquette, et les activités avec elle sont étiquetées d’elles-mêmes.',
    reference: 'Référence',
    hours: 'Heures',
    tag_as: 'Étiqueter comme',
    done: 'Étiquette créée : les activités avec elle sont étiquetées d’elles-mêmes',
  },
  edit: {
    title: "Modifier l'étiquette",
    locked: 'Un administrateur a verrouillé cette étiquette : seuls les administrateurs la modifient.',
    forced: "Cette étiquette vient d'une condition d'étiquette et ne se modifie pas à la main.",
  },
  done: { changed: 'Étiquette modifiée |||| %{smart_count} étiquettes modifiées', restored: 'Étiquette restaurée' },
};

export const tagResource: typeof nlResource = {
  name: 'Étiquette |||| Étiquettes',
  fields: {
    type: 'Type',
    value: 'Valeur',
    scope: 'Portée',
    status: 'Statut',
    contact_id: 'Contact',
    nature: 'Nature',
    locked: 'Verrouillée',
    forced: "D'une condition d'étiquette",
    is_deleted: 'Supprimée',
    created_at: 'Créée',
    updated_at: 'Modifiée',
  },
};
