import { DEACTIVATION_REASONS, ROLES } from '../../identity/users.js';
import type { User } from '../providers/domain.js';

export const ROLE_CHOICES = ROLES.map((role) => ({ id: role, name: `tally.roles.${role}` }));
export const REASON_CHOICES = DEACTIVATION_REASONS.map((reason) => ({ id: reason, name: `tally.people.reasons.${reason}` }));
export const LANGUAGE_CHOICES = (['nl', 'en', 'de', 'fr'] as const).map((code) => ({ id: code, name: `tally.language.${code}` }));

/** What the Users screen shows as a person's status: archived before anything else. */
export const shownStatus = (user: User): 'archived' | User['status'] => (user.is_deleted ? 'archived' : user.status);
