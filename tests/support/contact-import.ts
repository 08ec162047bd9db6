import { expect, vi } from 'vitest';
import type { Session } from './portal.js';

export interface ImportView {
  id: string;
  status: string;
  upload_url: string | null;
  file_type: string | null;
  encoding: string | null;
  columns: Array<{ index: number; name: string; empty: boolean; sample: string[] }>;
  rows_total: number | null;
  rows_done: number;
  rows_failed: number;
  progress: number;
}

const BASE = '/v1/rpc/contacts/import';

/** Prepares an import and uploads the file to the URL prepare answered. */
export async function uploaded(session: Session, file: Buffer, contentType = 'text/csv', filename = 'relaties.csv'): Promise<ImportView> {
  const prepared = await session.post(`${BASE}/prepare`, { filename });
  expect(prepared.statusCode, prepared.body).toBe(201);
  const view = prepared.json().data as ImportView;
  const upload = await session.request({ method: 'PUT', url: view.upload_url ?? '', payload: file, headers: { 'content-type': contentType } });
  expect(upload.statusCode, upload.body).toBe(204);
  return view;
}

/** Uploads, starts, maps and processes a file; answers the import once processed. */
export async function imported(session: Session, file: Buffer, mapping: Record<string, unknown>, contentType?: string): Promise<ImportView> {
  const { id } = await uploaded(session, file, contentType);
  const started = await session.post(`${BASE}/start?uuid=${id}`);
  expect(started.statusCode, started.body).toBe(200);
  const processing = await session.post(`${BASE}/process/${id}`, { mapping });
  expect(processing.statusCode, processing.body).toBe(202);
  return processed(session, id);
}

/** Waits until the import's job has processed it. */
export async function processed(session: Session, id: string): Promise<ImportView> {
  return vi.waitFor(
    async () => {
      const view = (await session.post(`${BASE}/status/${id}`)).json().data as ImportView;
      if (view.status !== 'processed') throw new Error(`import ${view.status}`);
      return view;
    },
    { timeout: 60_000, interval: 50 },
  );
}
