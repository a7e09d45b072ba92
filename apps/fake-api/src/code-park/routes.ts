import { pageAsked, pagerPageRule } from '@shui/contract';
import type { AppDeps } from '../deps';
import { handlers } from '../http/contract-routes';
import { CodePark } from './store';

/** The code park: a course's repositories, their trees, files, commits and diffs; public reads. */
export function codeParkHandlers(deps: AppDeps) {
  const park = deps.store.use(CodePark);

  return handlers({
    codeParkRepos: ({ query }) => park.repos(query.courseId),
    codeParkTree: ({ query }) => park.tree(query.repoId, query.ref),
    codeParkFile: ({ query }) => park.file(query.repoId, query.path, query.ref),
    codeParkCommit: ({ query }) => park.commit(query.repoId, query.hash, query.ref),
    codeParkCommits: ({ query }) => park.commits(query.repoId, query.ref, pageAsked(pagerPageRule, query)),
  });
}
