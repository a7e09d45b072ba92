import { endpoints, pageAsked, pagerPageRule } from '@shui/contract';
import type { AppDeps } from '../deps';
import type { ContractRoutes } from '../http/contract-routes';
import { CodePark } from './store';

/** The code park: a course's repositories, their trees, files, commits and diffs; public reads. */
export function registerCodePark(routes: ContractRoutes, deps: AppDeps): void {
  const park = deps.store.use(CodePark);

  routes.add(endpoints.codeParkRepos, ({ query }) => park.repos(query.courseId));
  routes.add(endpoints.codeParkTree, ({ query }) => park.tree(query.repoId, query.ref));
  routes.add(endpoints.codeParkFile, ({ query }) => park.file(query.repoId, query.path, query.ref));
  routes.add(endpoints.codeParkCommit, ({ query }) => park.commit(query.repoId, query.hash, query.ref));
  routes.add(endpoints.codeParkCommits, ({ query }) =>
    park.commits(query.repoId, query.ref, pageAsked(pagerPageRule, query)),
  );
}
