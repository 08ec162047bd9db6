import type { z } from 'zod';
import type { exportInput, exportResource } from '../../api/routes/exports/schemas.js';
import type { importMapping, importRecord, importResource } from '../../api/routes/contact-import/schemas.js';
import type { HttpClient } from './http.js';

export type ExportOptions = z.input<typeof exportInput>;
export type Export = z.infer<typeof exportResource>;
export type ContactImport = z.infer<typeof importResource>;
export type ImportMapping = z.input<typeof importMapping>;
type ImportRecord = z.infer<typeof importRecord>;

/** The exports of activity and the contact import (api-contract §7.5, §7.9): background work with files. */
export interface FileMethods {
  /** POST /v1/rpc/activities/export: made in the background; follow it in exports(). */
  startExport(options: ExportOptions): Promise<Export>;
  /** GET /v1/exports: your exports, newest first, with their progress and download_url once done. */
  exports(): Promise<Export[]>;
  /** POST /v1/rpc/contacts/import/prepare, then the file PUT to the upload URL it answers. */
  uploadContactImport(file: File): Promise<ContactImport>;
  /** POST /v1/rpc/contacts/import/start: the file's columns. */
  startContactImport(id: string): Promise<ContactImport>;
  /** POST /v1/rpc/contacts/import/status/{id} */
  contactImport(id: string): Promise<ContactImport>;
  /** POST /v1/rpc/contacts/import/process/{id}: processed in the background. */
  processContactImport(id: string, mapping: ImportMapping): Promise<ContactImport>;
  /** POST /v1/rpc/contacts/import/errors/{id}: the rows that failed, first page. */
  contactImportErrors(id: string): Promise<{ data: ImportRecord[]; meta: { pagination: { count: number; total: number } } }>;
  /** POST /v1/rpc/contacts/import/finish/{id} */
  finishContactImport(id: string): Promise<ContactImport>;
}

type Send = <T>(method: string, url: string, body?: unknown) => Promise<T>;
const IMPORT = '/v1/rpc/contacts/import';

export function fileMethods(send: Send, httpClient: HttpClient): FileMethods {
  const data = async <T>(answer: Promise<{ data: T }>) => (await answer).data;
  return {
    startExport: (options) => data(send('POST', '/v1/rpc/activities/export', options)),
    exports: () => data(send('GET', '/v1/exports')),
    uploadContactImport: async (file) => {
      const prepared = await data(send<{ data: ContactImport }>('POST', `${IMPORT}/prepare`, { filename: file.name }));
      // The file's own bytes, not JSON: the import reads CSV or XLSX by content.
      await httpClient(prepared.upload_url ?? '', { method: 'PUT', body: file, headers: new Headers({ 'Content-Type': file.type || 'application/octet-stream' }) });
      return prepared;
    },
    startContactImport: (id) => data(send('POST', `${IMPORT}/start?uuid=${encodeURIComponent(id)}`)),
    contactImport: (id) => data(send('POST', `${IMPORT}/status/${encodeURIComponent(id)}`)),
    processContactImport: (id, mapping) => data(send('POST', `${IMPORT}/process/${encodeURIComponent(id)}`, { mapping })),
    contactImportErrors: (id) => send('POST', `${IMPORT}/errors/${encodeURIComponent(id)}`, { page: 1, limit: 100 }),
    finishContactImport: (id) => data(send('POST', `${IMPORT}/finish/${encodeURIComponent(id)}`)),
  };
}
