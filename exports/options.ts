/**
 * The choices an export offers (api-contract §9.6), listed once: the API's schema and the export screen both read
 * them from here. No imports, so that the web portal's bundle takes nothing of the server with them.
 */

/** The periods an export covers. */
export const EXPORT_PERIODS = ['day', 'week', 'month', 'year', 'custom'] as const;
export type ExportPeriod = (typeof EXPORT_PERIODS)[number];

/** The export formats. */
export const EXPORT_FORMATS = ['csv', 'excel', 'text'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** The export types: extended adds the booking, the source and the figures before correction. */
export const EXPORT_TYPES = ['basic', 'extended'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
