import { CODE_PARK_COURSE_ID, commitHashSchema, repoPathSchema } from '@shui/contract';
import { paths } from '../../config/paths';

/** What the code park's address says: the course, and the repository and file open in it. */
export interface CodeParkPlace {
  /** null when the address names no valid course. */
  courseId: number | null;
  repoId: number | null;
  /** A path inside the repository (the file open), or null for the repository's front page. */
  path: string | null;
  /** The full hash of the commit open in the repository (its diff instead of the files), or null. */
  commit?: string | null;
}

const positive = (value: string | null): number | null =>
  value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;

/**
 * Reads `?courseId=&repo=&path=&commit=`: ids must be positive whole numbers, the path one the backend
 * takes (no `..`) and the commit a full hash; anything else counts as absent, so a hand-edited link
 * opens what it can. Without a
 * courseId (the home page's entrance card links to the bare page) it is the course the header's menu
 * item opens, CODE_PARK_COURSE_ID; a courseId that is not a number is no course (null).
 */
export function readPlace(search: URLSearchParams): CodeParkPlace {
  const path = search.get('path');
  const courseId = search.get('courseId');
  const commit = search.get('commit');
  return {
    courseId: courseId === null ? CODE_PARK_COURSE_ID : positive(courseId),
    repoId: positive(search.get('repo')),
    path: path !== null && repoPathSchema.safeParse(path).success ? path : null,
    commit: commit !== null && commitHashSchema.safeParse(commit).success ? commit : null,
  };
}

/**
 * The address of a place of the code park: its page with the course, repository and path or commit
 * asked for (a commit, when given, rather than a path: the page shows one or the other).
 */
export function placeHref({ courseId, repoId, path, commit = null }: CodeParkPlace): string {
  const search = new URLSearchParams();
  if (courseId !== null) search.set('courseId', String(courseId));
  if (repoId !== null) search.set('repo', String(repoId));
  if (repoId !== null && commit !== null) search.set('commit', commit);
  else if (repoId !== null && path !== null) search.set('path', path);
  return `${paths.codeParkDetail}?${search.toString()}`;
}
