import type { Ability } from '../../identity/abilities.js';

/** An ability's text key: i18next reads a colon in a key as a namespace, so the texts are keyed with _ for :. */
export const abilityKey = (ability: Ability, group: 'abilities' | 'ability_hints' = 'abilities'): string =>
  `tally.tokens.${group}.${ability.replace(':', '_')}`;
