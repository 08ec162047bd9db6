import { z } from 'zod';
import { tagReference as reference, tagResource } from './schemas.js';

export const pendingTagsBody = z
  .strictObject({
    day_ids: z.array(z.uuid()).max(400).optional().describe('Only these days (yours, open); all your open days when absent.'),
    limit: z.number().int().min(1).max(500).default(100),
  })
  .meta({ id: 'PendingTagsQuery' });

const pendingTag = z
  .object({
    reference,
    duration: z.number().int().describe('Seconds of untagged activity with this reference.'),
    activity_count: z.number().int(),
    examples: z.array(z.object({ activity_id: z.uuid(), day_id: z.uuid(), date: z.iso.date(), title: z.string().nullable(), url: z.string().nullable() })).describe('The newest few.'),
  })
  .meta({ id: 'PendingTag' });
export type PendingTagResource = z.infer<typeof pendingTag>;

export const pendingTagsResponse = z.object({ data: z.array(pendingTag) });

export const appliedTagsBody = z.strictObject({ date_from: z.iso.date(), date_to: z.iso.date() }).meta({ id: 'AppliedTagsQuery' });

export const appliedTagsResponse = z.object({
  data: z.array(
    z
      .object({
        tag_id: z.uuid(),
        reference,
        tag: tagResource.nullable(),
        duration: z.number().int().describe('Seconds of the activity it tagged.'),
        activity_count: z.number().int(),
      })
      .meta({ id: 'AppliedTag' }),
  ),
});
