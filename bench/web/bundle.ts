import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { gzipSize } from '../lib/gzip';
import { packageOf, shortSource, sourceShares, UNMAPPED } from '../lib/sourcemap';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface FileSize {
  /** Path under the build's out dir, e.g. assets/index-abc.js. */
  file: string;
  raw: number;
  gzip: number;
}

export class BuildFailed extends Error {
  override name = 'BuildFailed';
}

/**
 * `vite build` of apps/web for one environment into `outDir`, with the manifest and hidden source maps
 * asked for on the command line (no change to vite.config.ts). Source maps do not change the emitted
 * JavaScript: `hidden` leaves out the sourceMappingURL comment. The type check of `pnpm build` (tsc) is
 * skipped: only the bundle matters here.
 */
export async function buildPortal(options: {
  webDir: string;
  outDir: string;
  environment: string;
}): Promise<{ ms: number; output: string }> {
  const viteBin = join(options.webDir, 'node_modules/vite/bin/vite.js');
  if (!existsSync(viteBin)) throw new BuildFailed(`${viteBin} is missing: run pnpm install`);
  const args = [
    viteBin,
    'build',
    '--configLoader',
    'runner',
    '--manifest',
    '--sourcemap',
    'hidden',
    '--outDir',
    options.outDir,
    '--emptyOutDir',
    '--logLevel',
    'warn',
  ];
  const started = performance.now();
  let output = '';
  const code = await new Promise<number | null>((resolvePromise, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: options.webDir,
      env: { ...process.env, SHUI_ENV: options.environment, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('exit', (exitCode) => resolvePromise(exitCode));
  });
  if (code !== 0) {
    const tail = output.trim().split('\n').slice(-40).join('\n');
    throw new BuildFailed(
      `vite build of apps/web (SHUI_ENV=${options.environment}) failed with code ${code}. The portal is ` +
        `being worked on: run the bench again once it builds. Last lines:\n${tail}`,
    );
  }
  return { ms: performance.now() - started, output };
}

export function readManifest(outDir: string): Manifest {
  const path = join(outDir, '.vite/manifest.json');
  if (!existsSync(path)) throw new Error(`no build manifest at ${path}`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  for (const [key, chunk] of Object.entries(manifest)) {
    if (typeof chunk.file !== 'string') throw new Error(`manifest entry ${key} has no file`);
  }
  return manifest;
}

export function fileSize(outDir: string, file: string): FileSize {
  const bytes = readFileSync(join(outDir, file));
  return { file, raw: bytes.length, gzip: gzipSize(bytes) };
}

/** Every JavaScript file the build wrote, as paths under the out dir. */
export function allScripts(outDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js')) found.push(relative(outDir, path));
    }
  };
  walk(outDir);
  return found.sort();
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']+)["']`, 'i').exec(tag)?.[1];

/** The module entry script and the modulepreload links of index.html, as paths under the out dir. */
export function htmlScripts(outDir: string): { entry: string; preloads: string[] } {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  const toFile = (href: string) => href.replace(/^\//, '');
  let entry: string | undefined;
  const preloads: string[] = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attribute(tag, 'src');
    if (src && attribute(tag, 'type') === 'module') entry ??= toFile(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const href = attribute(tag, 'href');
    if (href && attribute(tag, 'rel') === 'modulepreload') preloads.push(toFile(href));
  }
  if (!entry) throw new Error('index.html has no <script type="module" src>');
  return { entry, preloads };
}

/** Manifest keys whose chunks are loaded with `key`'s, following static imports. */
export function staticClosure(manifest: Manifest, key: string): string[] {
  const seen = new Set<string>();
  const visit = (k: string) => {
    if (seen.has(k)) return;
    seen.add(k);
    for (const next of manifest[k]?.imports ?? []) visit(next);
  };
  visit(key);
  return [...seen];
}

/** The chain of static imports from `from` to `to` (manifest keys), if any. */
export function importChain(manifest: Manifest, from: string, to: string): string[] | undefined {
  const previous = new Map<string, string>([[from, '']]);
  const queue = [from];
  for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
    if (key === to) {
      const chain = [key];
      for (let k = previous.get(key); k; k = previous.get(k)) chain.unshift(k);
      return chain;
    }
    for (const next of manifest[key]?.imports ?? []) {
      if (!previous.has(next)) {
        previous.set(next, key);
        queue.push(next);
      }
    }
  }
  return undefined;
}

export const keyOfFile = (manifest: Manifest, file: string): string | undefined =>
  Object.keys(manifest).find((key) => manifest[key]?.file === file);

export interface StaticEstimate {
  /** File -> why it loads: entry, modulepreload, static import, home route. */
  files: (FileSize & { why: string })[];
  raw: number;
  gzip: number;
  entryKey: string;
  homeKey: string;
}

/**
 * What /home loads before any interaction, from the build alone: index.html's entry script and
 * modulepreload links, the entry chunk's static imports (recursively), and the /home route's chunk with
 * its static imports. Dynamic imports made at start-up (locale files) are not seen here.
 */
export function staticEstimate(outDir: string, manifest: Manifest, homeSource: string): StaticEstimate {
  const { entry, preloads } = htmlScripts(outDir);
  const entryKey = keyOfFile(manifest, entry);
  if (!entryKey) throw new Error(`the entry ${entry} is not in the build manifest`);
  const homeKey = Object.keys(manifest).find((key) => manifest[key]?.src === homeSource);
  if (!homeKey) throw new Error(`the /home route (${homeSource}) is not in the build manifest`);
  const why = new Map<string, string>([[entry, 'entry']]);
  const add = (file: string, reason: string) => {
    if (!why.has(file)) why.set(file, reason);
  };
  for (const file of preloads) add(file, 'modulepreload');
  for (const key of staticClosure(manifest, entryKey)) add(manifest[key]?.file ?? key, 'static import');
  const homeFile = manifest[homeKey]?.file ?? homeKey;
  add(homeFile, 'home route');
  for (const key of staticClosure(manifest, homeKey)) add(manifest[key]?.file ?? key, 'home route import');
  const files = [...why].map(([file, reason]) => ({ ...fileSize(outDir, file), why: reason }));
  return {
    files,
    raw: files.reduce((sum, f) => sum + f.raw, 0),
    gzip: files.reduce((sum, f) => sum + f.gzip, 0),
    entryKey,
    homeKey,
  };
}

export interface ModuleShare {
  module: string;
  package: string;
  raw: number;
  /** The files (under the out dir) the module's code is in. */
  files: string[];
}

export interface PackageShare {
  package: string;
  raw: number;
  /** gzip -9 of that package's code alone: an estimate, compression depends on the neighbours. */
  gzipAlone: number;
  modules: number;
}

const APP_PACKAGES: [string, string][] = [
  ['apps/web/', '@shui/web (the portal)'],
  ['packages/contract/', '@shui/contract'],
];

/** Bytes of the given files by source module and by package, from their source maps. */
export function moduleShares(
  outDir: string,
  files: readonly string[],
  repoRoot: string,
): { modules: ModuleShare[]; packages: PackageShare[]; withoutMap: string[] } {
  const modules = new Map<string, ModuleShare>();
  const packageCode = new Map<string, { raw: number; code: string[]; modules: Set<string> }>();
  const withoutMap: string[] = [];
  for (const file of files) {
    const shares = sourceShares(join(outDir, file));
    if (!shares) {
      withoutMap.push(file);
      continue;
    }
    for (const share of shares) {
      const name = shortSource(share.source, repoRoot);
      const relativePath = relative(repoRoot, share.source);
      const pkg =
        share.source === UNMAPPED
          ? UNMAPPED
          : (packageOf(share.source) ??
            APP_PACKAGES.find(([prefix]) => relativePath.startsWith(prefix))?.[1] ??
            'other');
      const moduleShare = modules.get(name) ?? { module: name, package: pkg, raw: 0, files: [] };
      moduleShare.raw += share.bytes;
      if (!moduleShare.files.includes(file)) moduleShare.files.push(file);
      modules.set(name, moduleShare);
      const packageShare = packageCode.get(pkg) ?? { raw: 0, code: [], modules: new Set<string>() };
      packageShare.raw += share.bytes;
      packageShare.code.push(share.code);
      packageShare.modules.add(name);
      packageCode.set(pkg, packageShare);
    }
  }
  return {
    modules: [...modules.values()].sort((a, b) => b.raw - a.raw),
    packages: [...packageCode]
      .map(([name, p]) => ({
        package: name,
        raw: p.raw,
        gzipAlone: gzipSize(p.code.join('')),
        modules: p.modules.size,
      }))
      .sort((a, b) => b.raw - a.raw),
    withoutMap,
  };
}

/** Absolute source paths of the modules inside the given files (from their source maps). */
export function sourcesIn(outDir: string, file: string): string[] {
  return (sourceShares(join(outDir, file)) ?? []).map((s) => s.source).filter((s) => s !== UNMAPPED);
}

/** Source files of the app (under `srcDir`) whose name says dialog or modal: to be loaded on demand. */
export function dialogSources(srcDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/(dialog|modal)/i.test(name) && /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        found.push(resolve(path));
      }
    }
  };
  walk(srcDir);
  return found;
}
