import { z } from 'zod';
import {
  codeLanguageSchema,
  commitHashSchema,
  fileChangeSchema,
  omittedSchema,
  repoPathSchema,
} from './schemas';

// ---- state and seed ----

/** A file as the fake API keeps it: its text, or null with the reason. */
export const storedCodeFileSchema = z.object({
  path: repoPathSchema,
  size: z.number().int().nonnegative(),
  content: z.string().nullable(),
  omitted: omittedSchema.nullable(),
});
export type StoredCodeFile = z.infer<typeof storedCodeFileSchema>;

/**
 * What a commit did to a path, as the fake API keeps it: with the file after the change (its text, or
 * null with the reason, as a stored file), which the commit call compares with the path's previous
 * change. Both absent for a deletion, and in a state written before they were kept (its diff is then
 * `unavailable`).
 */
export const storedFileChangeSchema = fileChangeSchema.extend({
  content: z.string().nullable().optional(),
  omitted: omittedSchema.nullable().optional(),
});
export type StoredFileChange = z.infer<typeof storedFileChangeSchema>;

/** A stored commit: its full message (the first line is what lists show). */
export const storedCommitSchema = z.object({
  hash: commitHashSchema,
  author: z.string().min(1),
  message: z.string().min(1),
  time: z.string(),
  files: z.array(storedFileChangeSchema),
});
export type StoredCommit = z.infer<typeof storedCommitSchema>;

const repoFields = {
  repoId: z.number().int().positive(),
  courseId: z.number().int().positive(),
  name: z.string().min(1),
  description: z.string(),
  language: codeLanguageSchema,
  defaultBranch: z.string().min(1),
};

/** A repository as the fake API keeps it: the default branch's files and its commits, newest first. */
export const storedCodeRepoSchema = z.object({
  ...repoFields,
  files: z.array(storedCodeFileSchema),
  commits: z.array(storedCommitSchema),
});
export type StoredCodeRepo = z.infer<typeof storedCodeRepoSchema>;

/**
 * fixtures/seed/code-park.json: each repository's metadata, its commits (newest first, times as minutes
 * before start-up), `dir`, the folder of its files relative to the seed directory (../code-park/<name>),
 * and `historyDir`, the folder of their earlier versions (../code-park-history/<name>):
 * `<historyDir>/<short hash>/<path>` is the path's file after that commit, for every change of a path
 * but its newest, whose file is the one in `dir`. The fake API reads both when it loads the seed
 * (`files` and each change's `content`, not written in the JSON) and checks them against the commits.
 */
export const seedCodeRepoSchema = z.object({
  ...repoFields,
  dir: z.string().min(1),
  historyDir: z.string().min(1).optional(),
  commits: z.array(storedCommitSchema.omit({ time: true }).extend({ minutesAgo: z.number().nonnegative() })),
  files: z.array(storedCodeFileSchema).default([]),
});
export type SeedCodeRepo = z.infer<typeof seedCodeRepoSchema>;

/** The seed's code park part, spread into `seedSchema`. */
export const codeParkSeedSchema = z.object({ codeParkRepos: z.array(seedCodeRepoSchema).default([]) });
