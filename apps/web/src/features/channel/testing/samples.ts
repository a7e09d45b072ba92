import type {
  ChannelDataset,
  ChannelDetail,
  ChannelNotice,
  ChannelRankings,
  ChannelSummary,
  Institution,
} from '@shui/contract';

/** Sample answers of the channel calls, shaped by the contract (as fixtures/seed/channel.json). */

export const channels: ChannelSummary[] = [
  { key: 'nourish', title: '滋养计划', summary: '课程思政与育人滋养。', updateTime: '2025-10-08 09:30:00' },
  { key: 'dase', title: '数据学院', summary: '学院新闻与学术动态。', updateTime: '2025-10-09 10:00:00' },
  {
    key: 'somewhere-else',
    title: '别处',
    summary: '门户没有页面的频道。',
    updateTime: '2025-10-09 10:00:00',
  },
];

export const nourish: ChannelDetail = {
  key: 'nourish',
  title: '滋养计划',
  summary: '课程思政与育人滋养。',
  updateTime: '2025-10-08 09:30:00',
  banner: { headline: '滋养计划 · 课程思政示范建设', subline: '让每一门课都有育人温度' },
  contentHtml:
    '<h2>计划简介</h2><p onclick="steal()">共立项示范课程 <strong>18</strong> 门。</p>' +
    '<script>window.__stolen = true;</script><p><a href="javascript:alert(\'x\')">在线填报</a></p>',
  videos: [],
};

/** `count` notices, newest first; the first two ongoing. */
export const notices = (count: number, from = 1): ChannelNotice[] =>
  Array.from({ length: count }, (_, i) => ({
    id: from + i,
    title: `通知 ${from + i}`,
    status: i < 2 ? 1 : 0,
    time: `2025-10-${String(28 - i).padStart(2, '0')} 09:00:00`,
  }));

export const noticePage = (list: ChannelNotice[], total: number, pageNum = 1, pageSize = 10) => ({
  list,
  total,
  pageNum,
  pageSize,
});

export const rankings: ChannelRankings = {
  rankingName: '示范课程学习人数',
  rankings: [
    { title: '数据结构与算法', num: 2316 },
    { title: '人工智能伦理与治理', num: 1874 },
  ],
  hot: [{ id: 1, title: '示范课程立项名单公示', time: '2025-10-07 09:00:00' }],
};

export const fintechDataset: ChannelDataset = {
  product: 'fintech',
  title: '金融科技数据集',
  summary: '脱敏的交易、行情与信贷样本。',
  contentHtml: '<p>仅限教学与科研使用。</p><script>window.__stolen = true;</script>',
  datasets: [
    {
      id: 1,
      name: '个人信贷违约样本',
      description: '30 万条脱敏信贷申请记录。',
      format: 'CSV',
      records: 300000,
      size: 86_500_000,
      license: '仅限教学科研',
      updateTime: '2025-10-05 09:00:00',
    },
  ],
};

export const cs101: Institution = {
  school: 'cs101',
  schoolName: '华东师范大学',
  courseName: '计算机科学导论（CS101）',
  term: '2025—2026 学年第一学期',
  courseId: 101,
  assistant: true,
  introHtml: '<p onmouseover="steal()">面向全校新生的第一门计算机课程。</p>',
  chapters: [{ title: '第 1 章 计算与计算思维', hours: 4, topics: ['什么是计算', '图灵机与可计算性'] }],
  teachers: [{ name: '陈思远', title: '副教授', intro: '课程负责人。' }],
};

export const guet: Institution = {
  ...cs101,
  school: 'guet',
  schoolName: '桂林电子科技大学',
  courseName: '大学计算机基础',
  courseId: null,
  assistant: false,
};
