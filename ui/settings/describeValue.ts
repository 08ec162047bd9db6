import type { TranslateFunction } from 'react-admin';
import type { SettingsField } from './sections.js';

/** A preference's value in a few words (the organisation's, shown beside a person's own); empty for the nested ones. */
export function describeValue(chapter: string, field: SettingsField, value: unknown, translate: TranslateFunction): string {
  if (value === undefined) return '';
  switch (field.kind) {
    case 'boolean':
      return translate(value ? 'tally.settings.on' : 'tally.settings.off');
    case 'choice':
      if (value === null && field.empty) return translate(field.empty);
      return translate(`tally.settings.choices.${chapter}.${field.key}.${String(value)}`, { _: String(value) });
    case 'minutes':
      return typeof value === 'number' ? `${Math.round((value / 60) * 100) / 100} ${translate('tally.settings.units.minutes')}` : '';
    case 'seconds':
      return typeof value === 'number' ? `${value} ${translate('tally.settings.units.seconds')}` : '';
    case 'percentage':
      return typeof value === 'number' ? `${value}%` : '';
    case 'days':
      return typeof value === 'number' ? `${value} ${translate('tally.settings.units.days')}` : '';
    case 'time':
      return typeof value === 'string' ? value : translate('tally.settings.none');
    case 'per_source':
    case 'schedule':
      return '';
  }
}
