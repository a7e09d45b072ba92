import type { AdminCourseInput } from '@shui/contract';
import { random } from './random';

/** Subjects and forms of course names for `shui seed --courses` (a data-science school, zh_CN). */
const SUBJECTS = [
  '数据挖掘',
  '自然语言处理',
  '计算机视觉',
  '推荐系统',
  '数据库原理',
  '分布式系统',
  '云计算',
  '信息检索',
  '时间序列分析',
  '贝叶斯统计',
  '强化学习',
  '图神经网络',
  '数据治理',
  '知识图谱',
  '隐私计算',
  '运筹优化',
  '数值计算',
  '多元统计分析',
  '软件工程',
  '编译原理',
  '计算机网络',
  '离散数学',
  '概率论',
  '人机交互',
];
const FORMS = ['导论', '基础', '原理与实践', '前沿专题', '实验', '方法', '（双语）', '案例分析'];
const INTROS = [
  '从基本概念出发，结合真实数据集，循序渐进地掌握{s}的核心方法。',
  '面向高年级本科生的{s}课程，理论讲授与项目实践并重。',
  '以问题为导向学习{s}，每章配套在线测试与编程作业。',
  '{s}的经典算法与工程实现，适合有一定编程基础的同学。',
];

/**
 * `count` courses for the catalogue, taught by `teachers` (usernames of teacher accounts): names from a
 * subject and a form, with a term number once every pair is used (数据挖掘导论（2）), tags 1-4, a short
 * intro. Deterministic: the same seed and teachers give the same list.
 */
export function generateCourses(
  count: number,
  seed: number,
  teachers: readonly string[],
): AdminCourseInput[] {
  if (teachers.length === 0) throw new Error('no teacher account to teach the courses');
  const next = random(seed ^ 0x5eed_c0de);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const pairs = SUBJECTS.length * FORMS.length;
  const offset = Math.floor(next() * pairs);
  return Array.from({ length: count }, (_, i) => {
    const n = (offset + i) % pairs;
    const subject = SUBJECTS[n % SUBJECTS.length]!;
    const form = FORMS[Math.floor(n / SUBJECTS.length)]!;
    const round = Math.floor((offset + i) / pairs);
    return {
      name: `${subject}${form}${round > 0 ? `（${round + 1}）` : ''}`,
      teacher: pick(teachers),
      tag: (1 + Math.floor(next() * 4)) as 1 | 2 | 3 | 4,
      intro: pick(INTROS).replace('{s}', subject),
    };
  });
}
