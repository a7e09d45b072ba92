import { z } from 'zod';

/**
 * What a check-in item and a student's record of it both tell of the item. On the record, `teachclassId`
 * (lets the portal filter the history per class) and `startTime` (the history shows it for absences
 * too) are chosen.
 */
const checkItemBaseSchema = z.object({
  checkItemId: z.number().int(),
  /** The teaching class of the item. */
  teachclassId: z.number().int(),
  courseId: z.number().int(),
  courseName: z.string(),
  title: z.string(),
  /** When the item opened. */
  startTime: z.string(),
});

/** A check-in item opened by a teacher for a teaching class (fields chosen; see docs/api.md). */
export const checkItemSchema = checkItemBaseSchema.extend({
  endTime: z.string(),
  checked: z.boolean(),
});
export type CheckItem = z.infer<typeof checkItemSchema>;

/** A student's check-in record. status 1 present, 0 absent. */
export const checkRecordSchema = checkItemBaseSchema.extend({
  checkTime: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1)]),
});
export type CheckRecord = z.infer<typeof checkRecordSchema>;

export const checkItemListSchema = z.array(checkItemSchema);
export const checkRecordListSchema = z.array(checkRecordSchema);
export const checkHistoryCourseQuerySchema = z.object({ courseId: z.coerce.number().int().positive() });
export const checkItemQuerySchema = z.object({ teachclassId: z.coerce.number().int().positive() });
/** POST /portal/student/check?checkItemId= */
export const checkInQuerySchema = z.object({ checkItemId: z.coerce.number().int().positive() });
