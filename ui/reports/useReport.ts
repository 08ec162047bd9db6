import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '../providers/dataProvider.js';
import type { ReportBody, ReportKind } from '../providers/domain.js';

/** One report call, cached by what it asks (the tabs that read the same call share its answer). */
export function useReport(kind: ReportKind, body: ReportBody) {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery({
    queryKey: ['reports', kind, body.start, body.end, body.group_by],
    queryFn: () => dataProvider.report(kind, body),
  });
}
