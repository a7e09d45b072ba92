import { afterEach, describe, expect, it } from 'vitest';
import { emptySession, sessionStore } from './session';

const ECNU = { id: 1, companyName: '华东师范大学数据科学与工程学院' };

afterEach(() => {
  sessionStore.clear();
  sessionStorage.clear();
});

describe('session persistence', () => {
  it('saves the session on unload and restores it on the next load', () => {
    sessionStore.set({ displayName: '李同学', userId: 1, company: ECNU.companyName, companies: [ECNU] });
    sessionStore.save();
    sessionStore.clear();
    sessionStore.restore();
    expect(sessionStore.get()).toMatchObject({
      displayName: '李同学',
      userId: 1,
      company: ECNU.companyName,
      companies: [ECNU],
    });
  });

  it('does not keep whether the organisations list answered: the next page asks again', () => {
    sessionStore.set({ companies: [], companiesLoaded: true });
    sessionStore.save();
    expect(JSON.parse(sessionStorage.getItem('shui-session') ?? '{}')).not.toHaveProperty('companiesLoaded');
    sessionStore.restore();
    expect(sessionStore.get().companiesLoaded).toBe(false);
  });

  it('ignores a stored loaded flag and values of the wrong type', () => {
    sessionStorage.setItem(
      'shui-session',
      JSON.stringify({ companiesLoaded: true, displayName: 7, company: 'X' }),
    );
    sessionStore.restore();
    expect(sessionStore.get()).toEqual({ ...emptySession, company: 'X' });
  });
});
