import { FunctionField, useTranslate } from 'react-admin';
import type { Activity } from '../providers/domain.js';
import { formatDuration } from '../common/figures.js';

/** A duration in seconds as h:mm. */
export function DurationField({ source }: { source: 'duration' | 'original_duration' | 'published_duration'; label?: string; sortable?: boolean }) {
  return <FunctionField<Activity> source={source} render={(record) => (record[source] === null ? '—' : formatDuration(record[source]))} />;
}

/** The source type in words, and its name (application, website, …) when there is one. */
export function SourceField(_props: { label?: string; sortBy?: string }) {
  const translate = useTranslate();
  return (
    <FunctionField<Activity>
      render={(record) => {
        const type = translate(`tally.source_types.${record.source.type}`, { _: record.source.type });
        return record.source.name ? `${type} · ${record.source.name}` : type;
      }}
    />
  );
}
