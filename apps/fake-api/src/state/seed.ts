import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  judgeSettingDefaults,
  seedSchema,
  workshopSettingDefaults,
  type FakeState,
  type Seed,
  type Settings,
  type SqlDatabase,
} from '@shui/contract';
import { backendTime, seedTimes } from './clock';
import { memoisedHash } from '../auth/passwords';
import { buildCenterState } from '../center/seed';
import { buildChannelState } from '../channel/seed';
import { buildCodeParkState, loadCodeParkFiles } from '../code-park/seed';
import { buildCompetitionState } from '../competition/seed';
import { buildCourseHallState } from '../course/seed';
import { buildTeacherState } from '../teacher/seed';
import { buildWorkshopState } from '../workshop/seed';

export const defaultSettings: Settings = {
  examPeriod: false,
  onCampus: true,
  tokenTtlSeconds: 24 * 3600,
  codeTtlSeconds: 5 * 60,
  codeResendSeconds: 60,
  ...judgeSettingDefaults,
  ...workshopSettingDefaults,
};

const SEED_FILES = [
  'users',
  'organisations',
  'notifications',
  'course',
  'check-in',
  'teacher',
  'center',
  'channel',
  'competition',
  'code-park',
  'workshop',
  'practice',
] as const;

/**
 * Reads fixtures/seed/*.json (one file per part, each an object of seed keys) and validates the whole
 * against the contract. Any problem names the file and field.
 */
export function loadSeed(dir: string): Seed {
  const merged: Record<string, unknown> = {};
  for (const name of SEED_FILES) {
    const file = join(dir, `${name}.json`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new Error(`cannot read seed file ${file}: ${(error as Error).message}`);
    }
    Object.assign(merged, parsed);
  }
  for (const key of ['checkRecords', 'studentQa', 'scores', 'checkItems']) merged[key] ??= [];
  const result = seedSchema.safeParse(merged);
  if (!result.success) {
    throw new Error(`seed set in ${dir} does not match the contract:\n${result.error.message}`);
  }
  // The code park's repositories are folders of files beside the seed (fixtures/code-park/).
  loadCodeParkFiles(result.data, dir);
  // The SQL questions' school database is SQL files beside the seed (fixtures/practice/).
  result.data.sqlDatabase = loadSqlDatabase(dir);
  return result.data;
}

/** fixtures/practice/school-{schema,sample,hidden}.sql, beside the seed folder. */
function loadSqlDatabase(dir: string): SqlDatabase {
  const sql = (name: string) => {
    const file = join(dir, '..', 'practice', `school-${name}.sql`);
    try {
      return readFileSync(file, 'utf8');
    } catch (error) {
      throw new Error(`cannot read the SQL questions' database ${file}: ${(error as Error).message}`);
    }
  };
  return { schema: sql('schema'), sample: sql('sample'), hidden: sql('hidden') };
}

/**
 * Builds a whole fake state from the (validated) seed, with times relative to `now`. Not parsed again
 * here, to keep start-up and reset fast; the seed tests check the result against the contract.
 */
export function buildState(seed: Seed, now: number, settings: Partial<Settings> = {}): FakeState {
  const orgByName = new Map(seed.organisations.map((o) => [o.companyName, o.id]));
  const orgId = (name: string): number => {
    const id = orgByName.get(name);
    if (id === undefined) throw new Error(`seed: unknown organisation "${name}"`);
    return id;
  };
  const users = [...seed.users, ...seed.courseHall.teachers].map((u) => ({
    id: u.id,
    username: u.username,
    truename: u.truename,
    phone: u.phone,
    mail: u.mail,
    userNumber: u.userNumber,
    passwordHash: memoisedHash(u.password),
    role: u.role,
    headImgUrl: u.headImgUrl,
    companyIds: u.companies.map(orgId),
    currentCompanyId: u.currentCompany === null ? null : orgId(u.currentCompany),
    createdAt: new Date(now).toISOString(),
  }));
  const userId = (username: string): number => {
    const user = users.find((u) => u.username === username);
    if (!user) throw new Error(`seed: unknown user "${username}"`);
    return user.id;
  };
  const minutes = (m: number) => now - m * 60_000;
  const { span } = seedTimes(now);
  const center = buildCenterState(seed, now, userId);
  const state: FakeState = {
    version: 1,
    settings: { ...defaultSettings, ...seed.settings, ...settings },
    users,
    tokens: [],
    codes: [],
    outbox: [],
    notifications: seed.notifications.map((n, index) => ({
      id: index + 1,
      userId: userId(n.username),
      message: n.message,
      status: n.status,
      createTime: backendTime(minutes(n.minutesAgo)),
      courseId: n.courseId,
    })),
    organisations: seed.organisations.map((o) => ({ ...o })),
    feedback: [],
    uploads: [],
    ssoCodes: [],
    courses: [...seed.courses, ...seed.courseHall.courses].map((c) => ({
      id: c.id,
      name: c.name,
      teacherId: c.teacher === null ? null : userId(c.teacher),
      studentIds: c.students.map(userId),
    })),
    checkItems: seed.checkItems.map((item) => ({
      checkItemId: item.checkItemId,
      teachclassId: item.teachclassId,
      courseId: item.courseId,
      title: item.title,
      ...span(item),
    })),
    checkRecords: seed.checkRecords.map((r) => ({
      checkItemId: r.checkItemId,
      userId: userId(r.username),
      checkTime: backendTime(minutes(r.minutesAgo)),
    })),
    studentQa: seed.studentQa.map((q, index) => ({
      id: index + 1,
      userId: userId(q.username),
      courseId: q.courseId,
      question: q.question,
      answer: q.answer,
      createTime: backendTime(minutes(q.minutesAgo)),
    })),
    scores: seed.scores.map((s) => ({ userId: userId(s.username), courseId: s.courseId, score: s.score })),
    ...center,
    ...buildCompetitionState(seed, now, userId, center.centerRegistrations),
    ...buildTeacherState(seed, now, userId),
    ...buildChannelState(seed, now),
    ...buildCodeParkState(seed, now),
    ...buildCourseHallState(seed, now, userId),
    ...buildWorkshopState(seed, now, userId, { ...defaultSettings, ...seed.settings, ...settings }),
    questionSets: [...seed.questionSets],
    bankQuestions: [...seed.bankQuestions],
    bankSubmissions: [],
    sqlDatabase: seed.sqlDatabase ?? { schema: '', sample: '', hidden: '' },
  };
  return state;
}
