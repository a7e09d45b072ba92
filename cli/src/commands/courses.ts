import { z } from 'zod';
import { courseTagLabels, courseTagValues } from '@shui/contract';
import { client, createCommand, examples, parseOptions, withApi } from '../lib/command';
import { bold, dim, green, print } from '../lib/io';
import { table } from '../lib/table';

const common = { api: z.string().optional(), json: z.boolean().optional() };
const tag = z.coerce
  .number()
  .int()
  .refine((n) => (courseTagValues as number[]).includes(n), {
    message: `a course tag: ${courseTagValues.map((v) => `${v} ${courseTagLabels[v]}`).join(', ')}`,
  });

export const coursesCommand = createCommand('courses', 'list the course catalogue and add courses');

examples(
  withApi(
    coursesCommand
      .command('list')
      .description('the catalogue, newest first, with teachers and member counts')
      .option('--keyword <text>', 'only courses whose name contains this (any case)')
      .option(
        '--tag <n>',
        'only courses of this tag: 1 required professional, 2 required public, 3 featured, 4 book companion',
      ),
  ),
  ['shui courses list', 'shui courses list --keyword 数据 --tag 1', 'shui courses list --json'],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(
    z.object({ keyword: z.string().max(64).optional(), tag: tag.optional(), ...common }),
    raw,
  );
  const found = await client(options.api).call('courses', {
    query: { keyword: options.keyword, tag: options.tag },
  });
  print(options.json, found, () =>
    [
      table(
        ['id', 'name', 'teacher', 'tag', 'students', 'lessons'],
        found.courses.map((c) => [
          c.courseId,
          c.name,
          c.teacherName || '-',
          `${c.tag} ${courseTagLabels[c.tag]}`,
          c.studentCount,
          c.lessonCount,
        ]),
      ),
      dim(`${found.total.toLocaleString('en')} course${found.total === 1 ? '' : 's'}`),
    ].join('\n'),
  );
});

examples(
  withApi(
    coursesCommand
      .command('add')
      .description('add a course to the catalogue, taught by a teacher account')
      .requiredOption('--name <name>', 'the course name')
      .requiredOption('--teacher <user>', "the teacher's username (a teacher account)")
      .option('--tag <n>', 'its tag, 1-4 (default 1, required professional course)')
      .option('--intro <text>', 'a short plain introduction'),
  ),
  [
    'shui courses add --name 数据挖掘 --teacher teacher --tag 3',
    'shui courses add --name 数据伦理 --teacher zhaolin --json',
  ],
).action(async (raw: Record<string, unknown>) => {
  const options = parseOptions(
    z.object({
      name: z.string().trim().min(1).max(64),
      teacher: z.string().trim().min(1),
      tag: tag.optional(),
      intro: z.string().max(200).optional(),
      ...common,
    }),
    raw,
  );
  const course = await client(options.api).call('addCourse', {
    body: { name: options.name, teacher: options.teacher, tag: options.tag, intro: options.intro },
  });
  print(
    options.json,
    course,
    () =>
      `${green('added')} course ${bold(course.name)} (id ${course.courseId}, ${courseTagLabels[course.tag]}, ` +
      `taught by ${course.teacherName})`,
  );
});
