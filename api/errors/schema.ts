import { z } from 'zod';

/** The body of every error answer. */
export const errorBody = z
  .object({
    status: z.number().int().describe('The HTTP status, repeated.'),
    code: z.string().describe('Stable code from the error catalogue (api-contract §8).'),
    title: z.string().describe('What went wrong, for a person.'),
    message: z.string().describe('More detail, for a person.'),
    reference: z.string().describe('Finds the log line of this request.'),
    errors: z.record(z.string(), z.array(z.string())).optional().describe('Field name → messages (422 only).'),
  })
  .meta({ id: 'Error' });

export type ErrorBody = z.infer<typeof errorBody>;

/** The body of an error answer on the ActivityWatch surface (/api/0), as aw-server answers it. */
export const activityWatchErrorBody = z
  .object({ message: z.string().describe('What went wrong.') })
  .meta({ id: 'ActivityWatchError', description: "aw-server's error shape; the request's reference is in the X-Request-Reference header." });

export type ActivityWatchErrorBody = z.infer<typeof activityWatchErrorBody>;

/** The error answers most routes share, for their OpenAPI description. */
export const commonErrors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  419: errorBody,
  422: errorBody,
  503: errorBody,
} as const;
