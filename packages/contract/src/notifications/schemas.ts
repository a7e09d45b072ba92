import { z } from 'zod';

/** A notification (section 3). status 0 unread, 1 read; createTime "YYYY-MM-DD HH:mm:ss". */
export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  createTime: z.string(),
  courseId: z.number().int().nullable(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /resource/message?receiveUserId= */
export const messagesQuerySchema = z.object({ receiveUserId: z.coerce.number().int().positive() });
export const notificationListSchema = z.array(notificationSchema);

/** POST /resource/message/marked body: the ids to mark read. */
export const markReadInputSchema = z.array(z.number().int()).max(100_000);
