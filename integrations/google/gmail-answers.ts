import { z } from 'zod';
import { optional } from '../answers.js';

/**
 * The Gmail API's answers, the part we use (developers.google.com/gmail/api/reference/rest/v1/users.messages):
 * `users.messages.list` gives ids only, `{messages: [{id, threadId}], nextPageToken}` (no `messages` when none);
 * `users.messages.get` with `format=metadata` gives `internalDate` (milliseconds since the epoch, as a string),
 * `snippet` and the headers asked by `metadataHeaders`.
 */
export const gmailAnswers = {
  list: z.object({ messages: optional(z.array(z.object({ id: z.string() }))), nextPageToken: optional(z.string()) }),
  message: z.object({
    id: z.string(),
    internalDate: z.string().regex(/^\d+$/),
    snippet: optional(z.string()),
    payload: optional(z.object({ headers: optional(z.array(z.object({ name: z.string(), value: z.string() }))) })),
  }),
};
