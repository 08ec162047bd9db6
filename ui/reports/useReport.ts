import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { ReportBody, ReportKind } from '../providers/domain.js';

interface ReportOptions {
  /** Whether to ask at all (a tab that shows another kind asks nothing). */
  enabled?: boolean;
  /** A new interval of the same kind keeps showing the last answer until the new one is in. */
  keepPrevious?: boolean;
}

/** One report call, cached by what it asks (the tabs that read the same call share its answer). */
export function useReport(kind: ReportKind, body: ReportBody, { enabled = true, keepPrevious = false }: ReportOptions = {}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['reports', kind, body.start, body.end, body.group_by],
    queryFn: () => dataProvider.report(kind, body),
    enabled,
    placeholderData: keepPrevious ? (previous, previousQuery) => (previousQuery?.queryKey[1] === kind ? previous : undefined) : undefined,
  });
}
