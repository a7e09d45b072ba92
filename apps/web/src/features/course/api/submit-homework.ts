import { useMutation } from '@tanstack/react-query';
import { endpoints, type HomeworkSubmission, type Lesson } from '@shui/contract';
import { call } from '../../../lib/api-client';
import { updateResource, courseChanged } from './lesson-cache';

/** POST /resource/homework/submit?resourceId (multipart: the file `file`, the optional field `text`). */
export function submitHomework(resourceId: number, file: File, text: string): Promise<HomeworkSubmission> {
  const form = new FormData();
  form.append('file', file);
  if (text.trim() !== '') form.append('text', text.trim());
  return call(endpoints.homeworkSubmit, { query: { resourceId }, body: form });
}

export function useHomeworkSubmit(lesson: Pick<Lesson, 'lessonId' | 'courseId'>, resourceId: number) {
  return useMutation({
    mutationFn: ({ file, text }: { file: File; text: string }) => submitHomework(resourceId, file, text),
    onSuccess: (submission) => {
      updateResource(lesson.lessonId, resourceId, (r) =>
        r.type === 1 ? { ...r, submission, done: true } : r,
      );
      courseChanged(lesson.courseId);
    },
  });
}
