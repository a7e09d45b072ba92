import { faker } from '@faker-js/faker/locale/zh_CN';
import type { AdminUserInput, SeedNotification } from '@shui/contract';
import { random } from './random';

export interface GenerateOptions {
  users: number;
  notifications: number;
  orgs: number;
  seed: number;
  password: string;
  /** Who gets the notifications: the generated users when there are any, else these. */
  recipients: readonly string[];
  onProgress?: (done: number) => void;
}

export interface Generated {
  organisations: string[];
  users: AdminUserInput[];
  notifications: SeedNotification[];
}

/** The seed set's courses (fixtures/seed/course.json), which notifications may point at. */
const COURSES = [
  { id: 101, name: '计算机科学导论' },
  { id: 102, name: '数据库系统' },
  { id: 3, name: 'Python 程序设计' },
];
const OTHER_COURSES = [
  '数据结构',
  '操作系统',
  '计算机网络',
  '离散数学',
  '人工智能导论',
  '软件工程',
  '编译原理',
];
const TASKS = ['第一次作业', '实验报告', '期中测试', '课程项目', '阅读材料', '小组讨论', '编程练习'];
const SYSTEM = [
  '平台将于今晚 23:00 至次日 01:00 进行维护',
  '请及时完善个人信息',
  '新学期课程已开放选课',
  '账号安全提醒：请定期修改密码',
];
const DAY_MINUTES = 24 * 60;

/**
 * Organisations, users and notifications for `shui seed`: the same options give the same data. faker
 * (zh_CN) supplies pools of names and companies; a seeded generator combines them, so 100,000
 * notifications take milliseconds. Usernames are u<seed>_<n> and phones 19<seed><n>: distinct per seed,
 * so two seeds never collide and the same seed twice is refused as a whole by the fake API.
 */
export function generate(options: GenerateOptions): Generated {
  faker.seed(options.seed);
  const next = random(options.seed ^ 0x5eed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  const seedTag = String(options.seed % 100).padStart(2, '0');

  const organisations: string[] = [];
  const orgNames = new Set<string>();
  while (organisations.length < options.orgs) {
    const base = faker.company.name();
    const name = orgNames.has(base) ? `${base}（${organisations.length + 1}）` : base;
    orgNames.add(name);
    organisations.push(name);
  }

  const lastNames = faker.helpers.multiple(() => faker.person.lastName(), { count: 60 });
  const firstNames = faker.helpers.multiple(() => faker.person.firstName(), { count: 300 });
  const domains = ['example.com', 'example.edu.cn', 'example.net', 'mail.example.org'];
  const digits = String(options.users).length;
  const users: AdminUserInput[] = [];
  for (let i = 1; i <= options.users; i++) {
    const username = `u${options.seed}_${String(i).padStart(Math.max(digits, 5), '0')}`;
    const memberOf =
      organisations.length === 0
        ? []
        : [...new Set([pick(organisations), ...(next() < 0.3 ? [pick(organisations)] : [])])];
    users.push({
      username,
      truename: pick(lastNames) + pick(firstNames),
      password: options.password,
      phone: `19${seedTag}${String(i).padStart(7, '0')}`,
      mail: `${username}@${pick(domains)}`,
      role: next() < 0.05 ? 'teacher' : 'student',
      organisations: memberOf,
    });
    if (i % 1000 === 0) options.onProgress?.(1000);
  }
  options.onProgress?.(options.users % 1000);

  const recipients = users.length > 0 ? users.map((u) => u.username) : options.recipients;
  const teachers = lastNames.slice(0, 20);
  const notifications: SeedNotification[] = [];
  if (recipients.length > 0) {
    for (let i = 0; i < options.notifications; i++) {
      const course = next() < 0.6 ? pick(COURSES) : undefined;
      const courseName = course?.name ?? pick(OTHER_COURSES);
      const kind = next();
      const message =
        kind < 0.35
          ? `《${courseName}》发布了新的${pick(TASKS)}，请在 ${1 + Math.floor(next() * 14)} 天内完成`
          : kind < 0.6
            ? `${pick(teachers)}老师回复了你在《${courseName}》中的提问`
            : kind < 0.8
              ? `你的《${courseName}》${pick(TASKS)}已批改，得分 ${60 + Math.floor(next() * 41)}`
              : kind < 0.9
                ? `《${courseName}》将于明天 ${8 + Math.floor(next() * 12)}:00 开始直播`
                : `系统通知：${pick(SYSTEM)}`;
      notifications.push({
        username: recipients[i % recipients.length] as string,
        message,
        status: next() < 0.3 ? 0 : 1,
        minutesAgo: Math.floor(next() * 90 * DAY_MINUTES),
        courseId: course?.id ?? null,
      });
      if ((i + 1) % 10_000 === 0) options.onProgress?.(10_000);
    }
    options.onProgress?.(options.notifications % 10_000);
  }
  return { organisations, users, notifications };
}
