import { z } from 'zod';
import { optional } from '../answers.js';

/**
 * A MIME part of a message read with `format=full` (developers.google.com/gmail/api/reference/rest/v1/users.messages#MessagePart):
 * its type, its body as base64url, and the parts a multipart one holds. Written out because the schema below is
 * recursive, which z.infer cannot type.
 */
export interface GmailPart {
  mimeType?: string | undefined;
  body?: { data?: string | undefined } | undefined;
  parts?: GmailPart[] | undefined;
}

const part: z.ZodType<GmailPart> = z.lazy(() => z.object({ mimeType: optional(z.string()), body: optional(z.object({ data: optional(z.string()) })), parts: optional(z.array(part)) }));

/**
 * The Gmail API's answers, the part we use (developers.google.com/gmail/api/reference/rest/v1/users.messages):
 * `users.messages.list` gives ids only, `{messages: [{id, threadId}], nextPageToken}` (no `messages` when none);
 * `users.messages.get` gives `internalDate` (milliseconds since the epoch, as a string), the headers (with
 * `format=metadata` those asked by `metadataHeaders`, with `format=full` all) and, with `format=full`, the parts.
 */
export const gmailAnswers = {
  list: z.object({ messages: optional(z.array(z.object({ id: z.string() }))), nextPageToken: optional(z.string()) }),
  message: z.object({
    id: z.string(),
    internalDate: z.string().regex(/^\d+$/),
    snippet: optional(z.string()),
    payload: optional(z.intersection(part, z.object({ headers: optional(z.array(z.object({ name: z.string(), value: z.string() }))) }))),
  }),
};
