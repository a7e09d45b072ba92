import { z } from 'zod';
import { adminNotificationInputSchema } from '@shui/contract';
import { client, createCommand, examples, parseOptions, withApi } from '../lib/command';
import { bold, green, print } from '../lib/io';

const optionsSchema = z.object({
  '<user>': z.string().trim().min(1),
  message: z
    .string({ error: 'required: the text of the notification' })
    .trim()
    .min(1, 'must not be empty')
    .max(2000),
  course: z.string().regex(/^\d+$/, 'expected a course id (a whole number)').transform(Number).optional(),
  read: z.boolean().optional(),
  api: z.string().optional(),
  json: z.boolean().optional(),
});

export const notifyCommand = examples(
  withApi(
    createCommand('notify', 'send a notification to a user (it shows in the portal’s bell)')
      .argument('<user>', 'username, phone, e-mail or student number')
      .requiredOption('--message <text>', 'the text of the notification')
      .option('--course <id>', 'the course it belongs to')
      .option('--read', 'add it as already read'),
  ),
  [
    'shui notify student --message "《数据库系统》发布了新作业"',
    'shui notify student --message "实验课改到周五" --course 101',
  ],
).action(async (user: string, raw: Record<string, unknown>) => {
  const options = parseOptions(optionsSchema, { ...raw, '<user>': user });
  const body = adminNotificationInputSchema.parse({
    username: options['<user>'],
    message: options.message,
    courseId: options.course,
    status: options.read ? 1 : 0,
  });
  const result = await client(options.api).call('addNotification', { body });
  print(
    options.json,
    result,
    () => `${green('sent')} notification ${result.id} to ${bold(options['<user>'])}`,
  );
});
