import { z } from 'zod';
import { homeworkFileKindSchema } from './schemas';
import { homeworkSubmissionSchema } from './learning';

/** Questions to the teacher of a course, and the teacher's view of its homework. */

const id = z.number().int();

// ---- questions to the teacher, and the teacher's view of homework ----

/** Longest question or answer (characters). */
export const QA_TEXT_MAX = 500;

/** A question the caller asked in a course, with the teacher's answer. */
export const myQuestionSchema = z.object({
  id,
  courseId: id,
  question: z.string(),
  /** null while unanswered. */
  answer: z.string().nullable(),
  createTime: z.string(),
});
export type MyQuestion = z.infer<typeof myQuestionSchema>;
/** GET /portal/course/qa: the caller's questions in a course, newest first. */
export const myQuestionListSchema = z.array(myQuestionSchema);
const qaText = z.string().trim().min(1).max(QA_TEXT_MAX);
/** POST /portal/course/qa/ask?courseId= (JSON) */
export const askInputSchema = z.object({ question: qaText });
export type AskInput = z.infer<typeof askInputSchema>;
/** POST /teacher/teacher_admin/question/student/answer (JSON): answers (or re-answers) a question. */
export const answerInputSchema = z.object({ id: z.number().int().positive(), answer: qaText });
export type AnswerInput = z.infer<typeof answerInputSchema>;

/** A student's submission of a homework, as its teacher sees it. */
export const teacherSubmissionSchema = homeworkSubmissionSchema.extend({
  userId: id,
  studentName: z.string(),
  userNumber: z.string().nullable(),
});
/** GET /teacher/course/homework: each homework of a course the caller teaches, with its submissions. */
export const teacherHomeworkListSchema = z.array(
  z.object({
    resourceId: id,
    title: z.string(),
    lessonId: id,
    lessonTitle: z.string(),
    deadline: z.string(),
    fileKinds: z.array(homeworkFileKindSchema).min(1),
    /** The course's students. */
    studentCount: z.number().int().nonnegative(),
    /** Newest first. */
    submissions: z.array(teacherSubmissionSchema),
  }),
);
export type TeacherHomeworkList = z.infer<typeof teacherHomeworkListSchema>;
