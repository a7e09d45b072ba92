import type {
  WorkshopEnvironment,
  WorkshopEnvironmentList,
  WorkshopImage,
  WorkshopProject,
  WorkshopProjectPage,
  WorkshopProjectSummary,
} from '@shui/contract';

/** Answers shaped as the contract's, for the workshop's tests. */

export const pythonImage: WorkshopImage = {
  imageId: 1,
  name: 'Python 3.11 数据科学',
  kind: 'jupyter',
  description: 'JupyterLab 4 与常用数据科学库。',
  software: ['Python 3.11', 'pandas 2.2', 'scikit-learn 1.5'],
  cpu: 2,
  memoryGb: 4,
};

export const gpuImage: WorkshopImage = {
  imageId: 2,
  name: '深度学习 GPU',
  kind: 'jupyter',
  description: '带一块共享 GPU 的 JupyterLab。',
  software: ['PyTorch 2.3'],
  cpu: 4,
  memoryGb: 16,
};

export const summary = (patch: Partial<WorkshopProjectSummary> = {}): WorkshopProjectSummary => ({
  projectId: 200,
  title: '机器学习课程实训：从数据到模型',
  kind: 'training',
  summary: '用房价与鸢尾花数据完成完整流程。',
  difficulty: 2,
  hours: 4,
  tags: ['机器学习', 'scikit-learn'],
  imageId: 1,
  imageName: pythonImage.name,
  imageKind: 'jupyter',
  deadline: null,
  ...patch,
});

export const pageOf = (
  list: WorkshopProjectSummary[],
  total = list.length,
  pageNum = 1,
): WorkshopProjectPage => ({
  list,
  total,
  pageNum,
  pageSize: 10,
});

export const project: WorkshopProject = {
  ...summary(),
  introHtml: '<p>本实训对应《机器学习》第 2–4 章。</p>',
  image: pythonImage,
  guide: [
    {
      title: '准备环境与数据',
      minutes: 20,
      contentHtml:
        '<p>新建一个 Notebook。</p><pre><code>import pandas as pd</code></pre><p onclick="window.__stolen=true">提示</p><script>window.__stolen=true</script>',
    },
    {
      title: '探索性数据分析',
      minutes: 40,
      contentHtml: '<ol><li>用 <code>describe()</code> 查看分布</li></ol>',
    },
  ],
};

export const environment = (patch: Partial<WorkshopEnvironment> = {}): WorkshopEnvironment => ({
  envId: 7,
  projectId: 200,
  projectTitle: project.title,
  imageId: 1,
  imageName: pythonImage.name,
  imageKind: 'jupyter',
  state: 'starting',
  createTime: '2026-11-22 16:00:00',
  startTime: '2026-11-22 16:00:00',
  readyTime: '2026-11-22 16:00:05',
  stopTime: null,
  progress: 0,
  secondsLeft: 5,
  url: null,
  failReason: null,
  ...patch,
});

export const running = (patch: Partial<WorkshopEnvironment> = {}) =>
  environment({
    state: 'running',
    progress: 100,
    secondsLeft: 0,
    url: '/__services/workshop-env?envId=7&key=abc',
    ...patch,
  });

export const envList = (
  list: WorkshopEnvironment[],
  { quota = 2, active }: { quota?: number; active?: number } = {},
): WorkshopEnvironmentList => ({
  list,
  quota,
  active: active ?? list.filter((e) => e.state === 'starting' || e.state === 'running').length,
});
