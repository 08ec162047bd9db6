/**
 * The reference types a contact carries (no imports, so the web portal can take the list): the addresses, domains,
 * numbers, sites, company names and codes and document folders its work is recognised by. Apps, sources and aliases
 * say nothing of whom the work was for; they are tag conditions' and people's own tags'.
 */
export const CONTACT_REFERENCE_TYPES = ['email', 'email_domain', 'phone', 'url', 'company', 'company_code', 'folder'] as const;
export type ContactReferenceType = (typeof CONTACT_REFERENCE_TYPES)[number];
