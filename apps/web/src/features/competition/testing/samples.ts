import type { CompetitionDetail, CompetitionRegistration } from '@shui/contract';

/** The 2025 competition as the fake API answers it while registration is open. */
export const competition: CompetitionDetail = {
  key: '2025',
  eventId: 1,
  title: '水杉杯数据科学竞赛',
  subtitle: '用数据解决真实问题',
  organizer: '数据科学与工程学院',
  coOrganizers: ['水杉在线', '华东师范大学教务处'],
  place: '线上',
  signupEnd: '2026-03-10 12:00:00',
  startTime: '2026-03-20 09:00:00',
  endTime: '2026-03-23 09:00:00',
  phase: 'signup',
  registrationOpen: true,
  registeredTeams: 4,
  schedule: [
    {
      name: '组队报名',
      description: '每队 1-5 人。',
      startTime: '2026-02-20 12:00:00',
      endTime: '2026-03-10 12:00:00',
      status: 'current',
    },
    {
      name: '线上初赛',
      description: '48 小时内提交作品。',
      startTime: '2026-03-20 09:00:00',
      endTime: '2026-03-22 09:00:00',
      status: 'upcoming',
    },
  ],
  tracks: [
    { key: 'analytics', name: '数据分析赛道', description: '客流数据分析。' },
    { key: 'ml', name: '机器学习赛道', description: '能耗预测。' },
  ],
  prizes: [
    { name: '一等奖', count: 1, reward: '奖金 10,000 元' },
    { name: '二等奖', count: 2, reward: '奖金 5,000 元' },
  ],
  rulesHtml:
    '<h3>参赛资格</h3><p>在读学生均可报名。</p><script>window.__stolen = true</script><p><a href="javascript:alert(1)" onclick="window.__stolen = true">点我</a></p>',
};

export const closedCompetition: CompetitionDetail = {
  ...competition,
  phase: 'closed',
  registrationOpen: false,
  schedule: competition.schedule.map((s, i) => ({ ...s, status: i === 0 ? 'done' : 'upcoming' })),
};

/** 陈思远's registration as the fake API answers it. */
export const registration: CompetitionRegistration = {
  registrationId: 8,
  key: '2025',
  teamName: '梯度下降队',
  track: 'ml',
  trackName: '机器学习赛道',
  members: [
    { name: '陈思远', studentNumber: '10235501101', role: 'leader' },
    { name: '刘同学', studentNumber: null, role: 'member' },
  ],
  institution: '华东师范大学',
  phone: '13712345678',
  email: 'chensy@example.com',
  status: 1,
  registerTime: '2026-03-01 10:00:00',
  updateTime: '2026-03-01 10:00:00',
  cancelTime: null,
  editable: true,
};
