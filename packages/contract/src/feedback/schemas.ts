import { z } from 'zod';
import { limits } from '../core/constants';

/** Feedback form as submitted (section 3): form data or JSON. */
export const feedbackInputSchema = z.object({
  feedtype: z.string().min(1).max(200),
  title: z.string().min(1).max(100),
  content: z.string().min(1).max(2000),
  filepath: z.string().min(1).max(500),
  contact: z.string().max(limits.mailMaxLength * 2),
});
export type FeedbackInput = z.infer<typeof feedbackInputSchema>;

/** POST /portal/feedback/upload (path chosen) -> data: the stored file path, sent back as `filepath`. */
export const uploadResultSchema = z.string().min(1);

/** POST /portal/feedback -> data: the stored feedback's id (chosen). */
export const feedbackResultSchema = z.object({ id: z.number().int() });
