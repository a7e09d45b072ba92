/** The query keys of the code park. */
export const codeParkKeys = {
  all: ['code-park'] as const,
  repos: (courseId: number) => [...codeParkKeys.all, 'repos', courseId] as const,
  tree: (repoId: number) => [...codeParkKeys.all, 'tree', repoId] as const,
  file: (repoId: number, path: string) => [...codeParkKeys.all, 'file', repoId, path] as const,
  commits: (repoId: number, pageNum: number, pageSize: number) =>
    [...codeParkKeys.all, 'commits', repoId, pageNum, pageSize] as const,
  commit: (repoId: number, hash: string) => [...codeParkKeys.all, 'commit', repoId, hash] as const,
};

/** A minute: code changes by commits, rarely while someone reads it; a file opened again shows at once. */
export const STALE_MS = 60_000;
