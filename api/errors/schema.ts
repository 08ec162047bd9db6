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

/** The error answers most routes share, for their OpenAPI description. */
export const commonErrors = {
  400: errorBody,
  401: errorBody,
  403: errorBody,
  419: errorBody,
  422: errorBody,
  503: errorBody,
} as const;
