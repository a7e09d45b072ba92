import { z } from 'zod';
import { courseMessages } from '../course/schemas';
import { pageOf, pageQuery, pagerPageRule } from '../core/paging';

/**
 * The code park (spec section 2: /codePark/codeParkDetail?courseId=): a course's code repositories, read
 * only: the repositories, a repository's file tree, one file's text, and its commits. Extensions: the
 * spec names the page, not its calls; the shapes below are this kit's design in the backend's habits
 * (docs/api.md, "Extensions"). One branch per repository (its default branch) is kept by the fake API.
 */

/** respMsg of the code park calls' own failures, in Chinese like the backend's. */
export const codeParkMessages = {
  /** The course domain's own message (course/schemas.ts). */
  courseNotFound: courseMessages.courseNotFound,
  repoNotFound: '仓库不存在',
  refNotFound: '分支不存在',
  fileNotFound: '文件不存在',
  isDirectory: '该路径是目录，不是文件',
  commitNotFound: '提交不存在',
} as const;

/** How a file is highlighted: by its extension (codeLanguageOf); `text` for anything else. */
export const CODE_LANGUAGES = ['python', 'sql', 'javascript', 'markdown', 'json', 'text'] as const;
export const codeLanguageSchema = z.enum(CODE_LANGUAGES);
export type CodeLanguage = z.infer<typeof codeLanguageSchema>;

const languageByExtension: Record<string, CodeLanguage> = {
  py: 'python',
  sql: 'sql',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  ts: 'javascript',
  tsx: 'javascript',
  md: 'markdown',
  markdown: 'markdown',
  json: 'json',
};

/** The highlighting of a file, from its name's extension (case-insensitive); `text` when unknown. */
export function codeLanguageOf(path: string): CodeLanguage {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return 'text';
  return languageByExtension[name.slice(dot + 1).toLowerCase()] ?? 'text';
}

/** Text larger than this (bytes of UTF-8) is kept without its content (`omitted: 'tooLarge'`). */
export const CODE_FILE_MAX_BYTES = 64 * 1024;
/** The longest path a call takes (characters). */
export const CODE_PATH_MAX = 255;

// ---- query parameters ----

const positiveId = z.coerce.number().int().positive();

/**
 * A path inside a repository, as the tree lists it: segments separated by `/`, none empty, `.` or `..`,
 * no leading `/`, no backslash or control character. `../` never reaches outside the repository.
 */
export const repoPathSchema = z
  .string()
  .min(1)
  .max(CODE_PATH_MAX)
  .refine(
    (path) =>
      !path.startsWith('/') &&
      !path.includes('\\') &&
      ![...path].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f) &&
      path.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..'),
    {
      message: "must be a path inside the repository (no '..', '.', empty segment, leading '/' or '\\')",
    },
  );

/** A branch name: letters, digits and `._/-`, as git allows most of them. */
const refParam = z
  .string()
  .trim()
  .min(1)
  .max(100)
  .regex(/^[\w./-]+$/, 'must be a branch name (letters, digits, . _ / -)');

/** GET /portal/codepark/repos?courseId= */
export const codeParkReposQuerySchema = z.object({ courseId: positiveId });

/** GET /portal/codepark/tree?repoId=&ref= (ref: the default branch when not given). */
export const codeParkTreeQuerySchema = z.object({ repoId: positiveId, ref: refParam.optional() });

/** GET /portal/codepark/file?repoId=&path=&ref= */
export const codeParkFileQuerySchema = codeParkTreeQuerySchema.extend({ path: repoPathSchema });

/** GET /portal/codepark/commits?repoId=&ref=&pageNum=&pageSize=: pageNum from 1, pageSize 10/20/30/50. */
export const codeParkCommitsQuerySchema = codeParkTreeQuerySchema.extend(pageQuery(pagerPageRule).shape);

/** A commit's full hash, as the commits call answers it (40 lowercase hex digits). */
export const commitHashSchema = z
  .string()
  .regex(/^[0-9a-f]{40}$/, 'must be a full commit hash (40 hex digits)');

/** GET /portal/codepark/commit?repoId=&hash=&ref=: one commit of the branch, with its diff. */
export const codeParkCommitQuerySchema = codeParkTreeQuerySchema.extend({ hash: commitHashSchema });

// ---- answers ----

/** The characters of a commit's hash that lists show (`shortHash`) and the seed's history folders use. */
export const SHORT_HASH_LENGTH = 8;

/** A commit as lists show it: full and short hash, first line of the message, author, time. */
export const commitSummarySchema = z.object({
  hash: commitHashSchema,
  shortHash: z.string(),
  message: z.string(),
  author: z.string(),
  /** "YYYY-MM-DD HH:mm:ss", China Standard Time. */
  time: z.string(),
});
export type CommitSummary = z.infer<typeof commitSummarySchema>;

/** A repository of a course, with its main language and last commit. size in bytes. */
export const codeRepoSchema = z.object({
  repoId: z.number().int(),
  courseId: z.number().int(),
  name: z.string(),
  description: z.string(),
  language: codeLanguageSchema,
  defaultBranch: z.string(),
  fileCount: z.number().int().nonnegative(),
  size: z.number().int().nonnegative(),
  commitCount: z.number().int().nonnegative(),
  lastCommit: commitSummarySchema.nullable(),
});
export type CodeRepo = z.infer<typeof codeRepoSchema>;

/** GET /portal/codepark/repos: the course and its repositories (possibly none). */
export const codeParkCourseSchema = z.object({
  courseId: z.number().int(),
  courseName: z.string(),
  repos: z.array(codeRepoSchema),
});
export type CodeParkCourse = z.infer<typeof codeParkCourseSchema>;

/** A tree entry: a directory (size null) or a file (size in bytes). */
export const treeEntrySchema = z.object({
  path: z.string(),
  name: z.string(),
  type: z.enum(['dir', 'file']),
  size: z.number().int().nonnegative().nullable(),
});
export type TreeEntry = z.infer<typeof treeEntrySchema>;

/**
 * GET /portal/codepark/tree: every entry of the branch, flat, in the order a tree shows them: depth
 * first, in each directory its directories then its files, each by name.
 */
export const codeTreeSchema = z.object({
  repoId: z.number().int(),
  ref: z.string(),
  entries: z.array(treeEntrySchema),
});
export type CodeTree = z.infer<typeof codeTreeSchema>;

/** Why a file's content is not answered: not text, or larger than CODE_FILE_MAX_BYTES. */
export const omittedSchema = z.enum(['binary', 'tooLarge']);

/**
 * GET /portal/codepark/file: one file. `content` is its text (UTF-8), null when `omitted` says why;
 * `lastCommit` is the newest commit that changed it.
 */
export const codeFileSchema = z.object({
  repoId: z.number().int(),
  ref: z.string(),
  path: z.string(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  language: codeLanguageSchema,
  content: z.string().nullable(),
  omitted: omittedSchema.nullable(),
  lastCommit: commitSummarySchema.nullable(),
});
export type CodeFile = z.infer<typeof codeFileSchema>;

/** What a commit did to a path. */
export const fileChangeSchema = z.object({
  path: z.string(),
  change: z.enum(['added', 'modified', 'deleted']),
});
export type FileChange = z.infer<typeof fileChangeSchema>;

/** A commit with the files it changed. */
export const commitSchema = commitSummarySchema.extend({ files: z.array(fileChangeSchema) });
export type Commit = z.infer<typeof commitSchema>;

/** GET /portal/codepark/commits: one page of the branch's commits, newest first. */
export const commitPageSchema = pageOf(commitSchema);
export type CommitPage = z.infer<typeof commitPageSchema>;

/** Lines of unchanged text shown around each change of a diff, as `git diff` shows them. */
export const DIFF_CONTEXT_LINES = 3;

/**
 * A line of a diff: unchanged (`context`), `added` or `removed`, with its number in the file before
 * the commit (`oldLine`, null for an added line) and after it (`newLine`, null for a removed one), and
 * its text without the line break.
 */
export const diffLineSchema = z.object({
  kind: z.enum(['context', 'added', 'removed']),
  oldLine: z.number().int().positive().nullable(),
  newLine: z.number().int().positive().nullable(),
  text: z.string(),
});
export type DiffLine = z.infer<typeof diffLineSchema>;

/**
 * A hunk: a run of changes with up to DIFF_CONTEXT_LINES unchanged lines around them, where it starts
 * and how many lines it spans on each side, as in a unified diff's `@@ -oldStart,oldLines
 * +newStart,newLines @@` (a start is the line before when the side spans none, 0 at the top).
 */
export const diffHunkSchema = z.object({
  oldStart: z.number().int().nonnegative(),
  oldLines: z.number().int().nonnegative(),
  newStart: z.number().int().nonnegative(),
  newLines: z.number().int().nonnegative(),
  lines: z.array(diffLineSchema),
});
export type DiffHunk = z.infer<typeof diffHunkSchema>;

/**
 * Why a file's diff has no lines: a side is `binary` or `tooLarge` (as a file's `omitted`), or its text
 * is `unavailable` (a state written before the fake API kept each commit's files).
 */
export const diffOmittedSchema = z.enum(['binary', 'tooLarge', 'unavailable']);

/**
 * What a commit did to one file: the change, the lines it added and removed, and its hunks (none when
 * `omitted` says why, or when the change has no lines: an empty file added or deleted).
 */
export const fileDiffSchema = fileChangeSchema.extend({
  language: codeLanguageSchema,
  additions: z.number().int().nonnegative(),
  deletions: z.number().int().nonnegative(),
  omitted: diffOmittedSchema.nullable(),
  hunks: z.array(diffHunkSchema),
});
export type FileDiff = z.infer<typeof fileDiffSchema>;

/**
 * GET /portal/codepark/commit: one commit, `message` its first line and `body` the rest (trimmed, ''
 * when none), with the lines it added and removed in all and each file's diff, in the commit's order.
 */
export const commitDetailSchema = commitSummarySchema.extend({
  body: z.string(),
  additions: z.number().int().nonnegative(),
  deletions: z.number().int().nonnegative(),
  files: z.array(fileDiffSchema),
});
export type CommitDetail = z.infer<typeof commitDetailSchema>;
