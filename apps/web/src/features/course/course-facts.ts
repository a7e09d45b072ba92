import {
  courseResourceTypeValues,
  type Chapter,
  type Completion,
  type CourseResourceType,
  type ResourceCounts,
} from '@shui/contract';

/** The seven resource count fields of spec section 3, in the order the course page shows them. */
export const COUNT_FIELDS = [
  'videoResNums',
  'coursewareResNums',
  'homeworkResNums',
  'testResNums',
  'practiceResNums',
  'programResNum',
  'otherResNums',
] as const satisfies readonly (keyof ResourceCounts)[];

export interface ResourceEntry {
  resourceId: number;
  title: string;
  done: boolean;
  lessonId: number;
  lessonTitle: string;
}

export interface ResourceGroup {
  type: CourseResourceType;
  resources: ResourceEntry[];
}

/** The course's resources grouped by type (1-11, in that order); a type without resources is left out. */
export function resourcesByType(chapters: readonly Chapter[]): ResourceGroup[] {
  const groups = new Map<CourseResourceType, ResourceEntry[]>();
  for (const chapter of chapters) {
    for (const lesson of chapter.lessons) {
      for (const resource of lesson.resources) {
        const entries = groups.get(resource.type) ?? [];
        entries.push({
          resourceId: resource.resourceId,
          title: resource.title,
          done: resource.done,
          lessonId: lesson.lessonId,
          lessonTitle: lesson.title,
        });
        groups.set(resource.type, entries);
      }
    }
  }
  return courseResourceTypeValues
    .filter((type) => groups.has(type))
    .map((type) => ({ type, resources: groups.get(type)! }));
}

/** The three completion conditions of spec section 3. */
export const COMPLETION_KEYS = [
  'videoTimes',
  'examTimes',
  'homeworkTimes',
] as const satisfies readonly (keyof Completion)[];

export interface CompletionRow {
  key: (typeof COMPLETION_KEYS)[number];
  required: number;
  done: number;
  /** 0-100; 100 when nothing is required. */
  percent: number;
}

/** What completing requires against what the learner has done, condition by condition. */
export function completionRows(required: Completion, done: Completion): CompletionRow[] {
  return COMPLETION_KEYS.map((key) => {
    const need = required[key];
    const have = Math.min(done[key], need);
    return { key, required: need, done: have, percent: need === 0 ? 100 : Math.floor((have / need) * 100) };
  });
}

/** Done resources over all of a lesson's, for the chapter list. */
export function lessonDone(resources: readonly { done: boolean }[]): { done: number; total: number } {
  return { done: resources.filter((r) => r.done).length, total: resources.length };
}
