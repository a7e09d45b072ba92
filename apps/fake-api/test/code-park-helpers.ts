import { type CommitDetail } from '@shui/contract';
import { type startFakeApi } from './harness';

export type Api = ReturnType<typeof startFakeApi>;
export const get = (api: Api, path: string, query: Record<string, string | number>) =>
  api.call('GET', path, { query });
export const repos = (api: Api, courseId: number | string) =>
  get(api, '/portal/codepark/repos', { courseId });
export const tree = (api: Api, query: Record<string, string | number>) =>
  get(api, '/portal/codepark/tree', query);
export const file = (api: Api, query: Record<string, string | number>) =>
  get(api, '/portal/codepark/file', query);
export const commits = (api: Api, query: Record<string, string | number>) =>
  get(api, '/portal/codepark/commits', query);
export const commit = (api: Api, query: Record<string, string | number>) =>
  get(api, '/portal/codepark/commit', query);
/** The seed's full hash of a short one. */
export const full = (api: Api, short: string) =>
  api.store.data.codeParkRepos.flatMap((r) => r.commits).find((c) => c.hash.startsWith(short))!.hash;
export const opened = async (api: Api, repoId: number, short: string) =>
  (await commit(api, { repoId, hash: full(api, short) })).body.data as CommitDetail;
/** A file's diff as `git diff` prints its hunks. */
export const unified = (detail: CommitDetail, path: string) =>
  detail.files
    .find((f) => f.path === path)!
    .hunks.flatMap((h) => [
      `@@ -${h.oldStart},${h.oldLines} +${h.newStart},${h.newLines} @@`,
      ...h.lines.map((l) => `${l.kind === 'added' ? '+' : l.kind === 'removed' ? '-' : ' '}${l.text}`),
    ]);
export const failure = (res: { status: number; body: { respCode: number; respMsg: string } }) =>
  `${res.status} ${res.body.respCode} ${res.body.respMsg}`;
