import { FunctionField, useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/DateTimeFields.js';
import type { Source } from '../providers/domain.js';
import { formatHours } from '../common/figures.js';

/** The source's type in the reader's language. */
export function SourceTypeField(_props: { label?: string; sortBy?: string }) {
  const translate = useTranslate();
  return <FunctionField<Source> source="type" render={(record) => translate(`tally.source_types.${record.type}`, { _: record.type })} />;
}

/** Its seconds as hours, as reports show them (12,50 in Dutch); a list aligns the column by `textAlign`. */
export function HoursField(_props: { label?: string; sortBy?: string; textAlign?: 'right' }) {
  const locale = useIntlLocale();
  return <FunctionField<Source> source="duration" render={(record) => formatHours(record.duration, locale)} />;
}
