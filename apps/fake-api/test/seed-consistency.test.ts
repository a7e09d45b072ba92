import { describe, expect, it } from 'vitest';
import {
  COMPETITION_2025,
  endpoints,
  type ChannelNoticePage,
  type ChannelRankings,
  type ChannelSummary,
  type CompetitionDetail,
  type QuestionSetSummary,
  type RegistrationPage,
} from '@shui/contract';
import { manualClock } from '../src/state/clock';
import { loadSeed } from '../src/state/seed';
import { DEFAULT_FIXTURES } from '../src/setup';
import { startFakeApi } from './harness';

/**
 * What the seed says must agree with itself (issue 27): a question's knowledge point is what the
 * question asks about, and an event's name says nothing its dates (which follow the clock) contradict.
 */

/**
 * The knowledge point each course-test question checks, by question id: what a reader of the stem
 * would name. A question added to the seed must be added here.
 */
const POINT_OF_QUESTION: Record<number, string> = {
  // 计算机科学导论
  1: '二进制与数制转换',
  2: '补码与浮点数',
  3: '补码与浮点数', // IEEE 754
  4: '冯·诺依曼结构',
  5: '指令的执行过程',
  6: '冯·诺依曼结构',
  7: '算法的描述',
  8: '程序设计语言',
  9: '算法的描述',
  10: '算法的描述', // flowcharts describe algorithms
  // 数据库系统
  11: '关系与关系模式',
  12: '关系与关系模式', // candidate keys
  13: '关系代数', // selection
  14: '分组与聚合', // HAVING
  15: '分组与聚合',
  16: '查询与连接',
  17: '事务与并发控制', // ACID
  18: '函数依赖与范式', // 2NF
  19: '事务与并发控制', // two-phase locking
  // Python 程序设计
  20: '变量与类型',
  21: '条件与循环',
  22: '变量与类型',
  23: '列表、字典与集合',
  24: '函数与作用域',
  25: '列表、字典与集合',
  26: '读写文件',
  27: '读写文件', // with open(...)
  28: '异常处理', // except Exception
  // 数据结构
  29: '栈与队列',
  30: '顺序表与链表',
  31: '栈与队列',
  32: '二叉树的遍历',
  33: '图的搜索',
  34: '二叉树的遍历',
  // 机器学习
  35: '什么是机器学习',
  36: '模型评估与选择',
  37: '模型评估与选择', // overfitting
  38: '逻辑回归', // sigmoid
  39: '线性回归', // ridge regression
  40: '线性回归',
  41: 'k 均值聚类',
  42: '主成分分析',
  43: 'k 均值聚类',
  44: 'k 均值聚类', // clustering metrics
  // 统计学基础
  45: '集中趋势与离散程度',
  46: '集中趋势与离散程度', // standard deviation
  47: '数据的可视化描述', // box plots
  48: '假设检验', // significance level
  49: '抽样分布与置信区间', // standard error
  50: '假设检验', // p-values
  // 线性代数
  51: '矩阵运算',
  52: '高斯消元',
  53: '矩阵运算',
  54: '特征值的计算',
  55: '相似对角化',
  56: '特征值的计算',
  // 算法设计与分析
  57: '归并排序与快速排序',
  58: '归并排序与快速排序', // quicksort's worst case
  59: '主定理', // a recurrence
  60: '最长公共子序列',
  61: '贪心选择性质',
  62: '贪心选择性质', // Huffman coding
  // 数据可视化
  63: '图表的选择', // pie charts
  64: '视觉编码', // visual channels
  65: '图表的选择', // scatter plots
  66: '用 ECharts 做交互图表',
  67: '可视化叙事',
  68: '视觉编码', // colour-blind palettes
  // 深度学习导论
  69: '反向传播', // the chain rule
  70: '感知机与多层网络', // ReLU
  71: '反向传播', // the learning rate
  72: '卷积与池化',
  73: '卷积与池化', // max pooling
  74: '经典网络结构', // ResNet
  // 大数据处理技术
  75: 'HDFS 的架构',
  76: 'HDFS 的架构', // replicas
  77: 'MapReduce 编程模型', // shuffle
  78: 'RDD 与 DataFrame',
  79: 'RDD 与 DataFrame', // actions
  80: 'RDD 与 DataFrame',
  // 操作系统
  81: '进程的状态',
  82: '进程与线程', // what threads share
  83: '进程调度', // SJF
  84: '分页与分段',
  85: '虚拟内存与页面置换',
  86: '分页与分段',
};

/** A season or a holiday in a name, or a year's season standing for a term (2025 秋 1 班). */
const SEASON = /[春夏秋冬]季|暑[期假]|寒假|\d\s*[春夏秋冬]/;

describe('the seed agrees with itself', () => {
  const seed = loadSeed(DEFAULT_FIXTURES);

  it("tags each course-test question with the knowledge point it asks about, of the question's course", () => {
    const points = new Map(seed.courseHall.knowledgePoints.map((p) => [p.pointId, p]));
    const tagged: Record<number, string> = {};
    for (const chapter of seed.courseHall.chapters) {
      for (const resource of chapter.lessons.flatMap((l) => l.resources)) {
        for (const question of 'questions' in resource ? resource.questions : []) {
          const named = question.pointIds.map((id) => points.get(id));
          for (const point of named)
            expect(point?.courseId, `question ${question.questionId}`).toBe(chapter.courseId);
          tagged[question.questionId] = named.map((p) => p?.name).join(', ');
        }
      }
    }
    expect(tagged).toEqual(POINT_OF_QUESTION);
  });

  // Its times count from now, so a year or a season in an event's name would be right on some days only.
  it.each([
    ['late November', Date.UTC(2026, 10, 22, 8)],
    ['midsummer', Date.UTC(2027, 6, 1, 8)],
    ['the last days of a year', Date.UTC(2027, 11, 25, 8)],
  ])('names the events with no year their dates contradict and no season, %s', async (_when, now) => {
    const api = startFakeApi({ clock: manualClock(now) });
    const token = await api.login();
    const page = (
      await api.call('GET', endpoints.centerRegistrations.path, { token, query: { pageSize: 50 } })
    ).body.data as RegistrationPage;
    expect(page.list.length).toBeGreaterThan(0);
    for (const event of page.list) {
      for (const year of event.title.match(/(?:19|20)\d\d/g) ?? [])
        expect([event.startTime.slice(0, 4), event.endTime.slice(0, 4)], event.title).toContain(year);
      expect(event.title).not.toMatch(/[春夏秋冬]季|暑[期假]|寒假/);
    }
  });

  it.each([
    ['late November', Date.UTC(2026, 10, 22, 8)],
    ['midsummer', Date.UTC(2027, 6, 1, 8)],
    ['the first days of a year', Date.UTC(2028, 0, 3, 8)],
  ])(
    'names the channel notices and hot items with no year their dates contradict and no season, %s',
    async (_when, now) => {
      const api = startFakeApi({ clock: manualClock(now) });
      const channels = (await api.call('GET', endpoints.channelList.path)).body.data as ChannelSummary[];
      const dated: Array<{ title: string; time: string }> = [];
      for (const { key } of channels) {
        const notices = (
          await api.call('GET', endpoints.channelNotices.path, { query: { channel: key, pageSize: 50 } })
        ).body.data as ChannelNoticePage;
        const rankings = (await api.call('GET', endpoints.channelRankings.path, { query: { channel: key } }))
          .body.data as ChannelRankings;
        dated.push(...notices.list, ...rankings.hot);
      }
      expect(dated.length).toBeGreaterThan(50);
      const wrong = dated.filter(
        ({ title, time }) =>
          (title.match(/(?:19|20)\d\d/g) ?? []).some((year) => year !== time.slice(0, 4)) ||
          SEASON.test(title),
      );
      expect(wrong.map((n) => `${n.time.slice(0, 10)} ${n.title}`)).toEqual([]);
    },
  );

  // A teaching class and an institution's course are of the current term, which moves with the clock.
  it('names the teaching classes and the institutions’ terms with no year and no season', () => {
    const named = [
      ...seed.courseHall.teachClasses.map((t) => t.name),
      ...seed.institutions.map((i) => i.term),
    ];
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter((name) => /(?:19|20)\d\d/.test(name) || SEASON.test(name))).toEqual([]);
  });

  it("lets a user register for the /2025 competition in the seed's now, under a name its dates agree with", async () => {
    const api = startFakeApi({ clock: manualClock(Date.UTC(2026, 10, 22, 8)) });
    const detail = (
      await api.call('GET', endpoints.competitionDetail.path, { query: { key: COMPETITION_2025 } })
    ).body.data as CompetitionDetail;
    expect(detail).toMatchObject({ phase: 'signup', registrationOpen: true });
    for (const year of detail.title.match(/(?:19|20)\d\d/g) ?? [])
      expect(detail.startTime.slice(0, 4)).toBe(year);
  });

  it("counts the challenge bank of personal centre entry j as the calibration field does: the bank's questions", async () => {
    const api = startFakeApi();
    const token = await api.login();
    const sets = (await api.call('GET', endpoints.questionSets.path, { token })).body
      .data as QuestionSetSummary[];
    const field = {
      total: sets.reduce((n, s) => n + s.total, 0),
      solved: sets.reduce((n, s) => n + s.solved, 0),
    };
    const challenge = (await api.call('GET', endpoints.challengeQuestions.path, { token })).body.data as {
      total: number;
      counts: Record<string, number>;
    };
    expect(field.total).toBe(seed.bankQuestions.length);
    expect(challenge.total).toBe(field.total);
    expect(challenge.counts.solved).toBe(field.solved);
  });
});
