import { DEACTIVATION_REASONS, ROLES } from '../../identity/users.js';
import { LANGUAGES } from '../i18n/index.js';
import type { User } from '../providers/domain.js';

export const ROLE_CHOICES = ROLES.map((role) => ({ id: role, name: `tally.roles.${role}` }));
export const REASON_CHOICES = DEACTIVATION_REASONS.map((reason) => ({ id: reason, name: `tally.people.reasons.${reason}` }));
/** A person's language preference: product-spec §1's three (French is a locale, not a preference). */
export const LANGUAGE_CHOICES = LANGUAGES.filter((language) => language.preference).map(({ locale }) => ({ id: locale, name: `tally.language.${locale}` }));

/** What the Users screen shows as a person's status: archived before anything else. */
export const shownStatus = (user: User): 'archived' | User['status'] => (user.is_deleted ? 'archived' : user.status);
