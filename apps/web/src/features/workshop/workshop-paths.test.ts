import { describe, expect, it } from 'vitest';
import { contentPath, projectIdOf, selectPageOf } from './workshop-paths';

const params = (query: string) => new URLSearchParams(query);

describe('projectIdOf', () => {
  it('reads the id of /workshop/content and of /shiXunDemo', () => {
    expect(projectIdOf('/workshop/content', params('id=203'))).toBe(203);
    expect(projectIdOf('/shiXunDemo', params('id=201'))).toBe(201);
    expect(projectIdOf('/workshop/content', params('id= 42 '))).toBe(42);
  });

  it('shows the machine-learning coursework (200) on /shiXunDemo without an id, nothing on /workshop/content', () => {
    expect(projectIdOf('/shiXunDemo', params(''))).toBe(200);
    expect(projectIdOf('/shixundemo/', params('id='))).toBe(200);
    expect(projectIdOf('/workshop/content', params(''))).toBeNull();
  });

  it('refuses an id that is not a positive whole number', () => {
    for (const id of ['0', '-3', 'abc', '2.5', '1e3', '12345678901'])
      expect(projectIdOf('/workshop/content', params(`id=${id}`)), id).toBeNull();
    expect(projectIdOf('/shiXunDemo', params('id=abc'))).toBeNull();
  });
});

describe('selectPageOf', () => {
  it('names the kind of each select page, whatever the case and trailing slash', () => {
    expect(selectPageOf('/work/workShopSelect')?.kind).toBe('training');
    expect(selectPageOf('/work/jupyterhubSelect/')?.kind).toBe('jupyter');
    expect(selectPageOf('/work/competitionselect')?.kind).toBe('competition');
    expect(selectPageOf('/work/cloudstudio-competition')?.kind).toBe('cloudstudio');
    expect(selectPageOf('/work/workShop')).toBeNull();
  });
});

it('contentPath is the training page of a project', () => {
  expect(contentPath(200)).toBe('/workshop/content?id=200');
});
