import { expect, vi } from 'vitest';
import type { Session } from './portal.js';

export interface ExportView {
  id: string;
  status: 'pending' | 'running' | 'done' | 'failed';
  progress: number;
  date_start: string;
  date_end: string;
  rows_total: number | null;
  rows_done: number;
  file_name: string;
  download_url: string | null;
}

/** Asks for an export and waits until its job has made it; answers it when done. */
export async function exportDone(session: Session, options: Record<string, unknown>): Promise<ExportView> {
  const started = await session.post('/v1/rpc/activities/export', options);
  expect(started.statusCode, started.body).toBe(202);
  const { id } = started.json().data as ExportView;
  return vi.waitFor(
    async () => {
      const status = await session.post('/v1/rpc/activities/export/status', { id });
      const view = status.json().data as ExportView;
      if (view.status !== 'done') throw new Error(`export ${view.status}`);
      return view;
    },
    { timeout: 20_000, interval: 50 },
  );
}
