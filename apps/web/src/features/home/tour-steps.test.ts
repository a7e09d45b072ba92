import { beforeAll, describe, expect, it } from 'vitest';
import { buildTourSteps, tourStepOrder, tourTargetIds } from './tour-steps';
import { loadHomeTranslations } from './testing/setup-home-test';

const byId = (id: string) => document.getElementById(id);

function addTargets(ids: string[]) {
  document.body.innerHTML = ids.map((id) => `<div id="${id}"></div>`).join('');
}

describe('home tour steps', () => {
  let t: Parameters<typeof buildTourSteps>[0];
  beforeAll(async () => {
    const i18n = await loadHomeTranslations();
    t = i18n.getFixedT('zh', 'home');
  });

  it('has seven steps in the order nav, login, avatar, floating buttons, banner, modules, about', () => {
    addTargets(Object.values(tourTargetIds));
    const steps = buildTourSteps(t, { find: byId });
    expect(steps.map((step) => step.title)).toEqual([
      '导航栏',
      '登录入口',
      '个人头像',
      '悬浮按钮',
      '轮播横幅',
      '模块入口',
      '关于我们',
    ]);
    expect(steps.map((step) => (step.target as HTMLElement).id)).toEqual([
      'shui-nav',
      'shui-login-entrance',
      'shui-avatar',
      'shui-float-buttons',
      'shui-banner',
      'shui-modules',
      'shui-about',
    ]);
    expect(tourStepOrder).toHaveLength(7);
  });

  it('labels the buttons 上一步 / 下一步 and the last one 完成', () => {
    addTargets(Object.values(tourTargetIds));
    const steps = buildTourSteps(t, { find: byId });
    expect(steps.slice(0, -1).map((step) => step.nextButtonProps?.children)).toEqual(Array(6).fill('下一步'));
    expect(steps.at(-1)?.nextButtonProps?.children).toBe('完成');
    expect(steps[1]?.prevButtonProps?.children).toBe('上一步');
  });

  it('centres the avatar step and says where the avatar will be when logged out', () => {
    addTargets(Object.values(tourTargetIds).filter((id) => id !== 'shui-avatar'));
    const avatar = buildTourSteps(t, { find: byId })[2];
    expect(avatar?.target).toBeNull();
    expect(avatar?.description).toContain('登录后');
  });

  it('keeps the floating buttons step on a phone screen by placing it above them', () => {
    addTargets(Object.values(tourTargetIds));
    expect(buildTourSteps(t, { find: byId })[3]?.placement).toBe('left');
    expect(buildTourSteps(t, { find: byId, narrow: true })[3]?.placement).toBe('topRight');
  });

  it('points the avatar step at the header’s avatar when logged in', () => {
    addTargets(Object.values(tourTargetIds));
    const avatar = buildTourSteps(t, { find: byId })[2];
    expect((avatar?.target as HTMLElement).id).toBe('shui-avatar');
    expect(avatar?.description).toBe('点击头像打开用户菜单，进入个人中心或退出登录。');
  });
});
