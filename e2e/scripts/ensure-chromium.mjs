#!/usr/bin/env node
// Finds a Chromium for the end-to-end tests; on a Debian/Ubuntu machine running as root (a fresh CI
// container) it installs Debian's. Playwright's own browser downloads are used only where CHROMIUM_PATH
// points at one (the GitHub workflow: scripts/playwright-chromium.mjs, docs/ci.md). The deploy tests'
// nginx and openssl are found or installed the same way.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { CANDIDATES, isExecutable } from './chromium-candidates.mjs';

const PACKAGES = ['chromium-headless-shell', 'fonts-noto-cjk'];
const HEADLESS_SHELL = CANDIDATES[0];

const fail = (message) => {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
};

const HOW_TO = [
  'Install Chromium with your package manager (Debian: sudo apt-get install chromium-headless-shell fonts-noto-cjk,\n  or chromium; Ubuntu: sudo apt-get install chromium-browser fonts-noto-cjk;',
  'Fedora: sudo dnf install chromium; macOS: brew install --cask chromium),',
  'or set CHROMIUM_PATH to a Chrome or Chromium binary, e.g. CHROMIUM_PATH=/opt/google/chrome/chrome.',
].join('\n  ');

function find() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv)) fail(`CHROMIUM_PATH=${fromEnv} is not an executable file.\n  ${HOW_TO}`);
    return fromEnv;
  }
  return CANDIDATES.find(isExecutable);
}

function onPath(command) {
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && isExecutable(join(dir, command)));
}

function isDebianLike() {
  if (existsSync('/etc/debian_version')) return true;
  try {
    const release = readFileSync('/etc/os-release', 'utf8');
    return /^ID(_LIKE)?=.*\b(debian|ubuntu)\b/m.test(release);
  } catch {
    return false;
  }
}

/** Runs apt-get; false (with the reason printed) when it fails, or exits when `mustSucceed`. */
function run(args, mustSucceed = true) {
  console.log(`ensure-chromium: apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const why = result.error
    ? `apt-get could not run: ${result.error.message}`
    : result.status !== 0
      ? `apt-get ${args[0]} failed (exit ${result.status ?? result.signal}).`
      : undefined;
  if (why && mustSucceed) fail(`${why}\n  ${HOW_TO}`);
  if (why) console.warn(`ensure-chromium: ${why}`);
  return !why;
}

const canInstall = () => process.getuid?.() === 0 && isDebianLike() && onPath('apt-get');

function install() {
  if (!canInstall()) {
    fail(`no Chrome or Chromium found (looked in ${CANDIDATES.join(', ')}).\n  ${HOW_TO}`);
  }
  console.log(`ensure-chromium: no Chromium found; installing ${PACKAGES.join(' ')} with apt-get`);
  run(['update']);
  run(['install', '-y', '--no-install-recommends', ...PACKAGES]);
  const path = find();
  if (!path)
    fail(`apt-get installed ${PACKAGES.join(' ')} but no binary appeared at ${CANDIDATES.join(', ')}.`);
  return path;
}

function version(path) {
  try {
    // Debian's launcher script prints shell warnings on stderr; only stdout carries the version.
    const out = execFileSync(path, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 30_000,
    });
    return /\d+(\.\d+){1,3}/.exec(out)?.[0] ?? out.trim();
  } catch (error) {
    return fail(`${path} is there but "${path} --version" failed: ${error.message}\n  ${HOW_TO}`);
  }
}

// The pages are Chinese: without a CJK font every screenshot shows boxes, which no assertion notices.
function warnWithoutChineseFont() {
  if (!onPath('fc-list')) return;
  const fonts = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
  if (fonts.status === 0 && fonts.stdout.trim() === '') {
    console.warn(
      'ensure-chromium: warning: no Chinese font found; install fonts-noto-cjk (or another CJK font).',
    );
  }
}

// The full browser works too, only slower. Where the test command may install packages (root on
// Debian/Ubuntu, as in a CI container) it adds the shell; if that fails, the full browser is used.
function preferHeadlessShell(path) {
  if (path === HEADLESS_SHELL || process.env.CHROMIUM_PATH) return path;
  if (!canInstall()) {
    if (isDebianLike())
      console.log('ensure-chromium: tip: `apt-get install chromium-headless-shell` runs the suite faster.');
    return path;
  }
  console.log(`ensure-chromium: ${path} found; adding chromium-headless-shell (decision 34) with apt-get`);
  const installed =
    run(['update'], false) &&
    run(['install', '-y', '--no-install-recommends', 'chromium-headless-shell'], false);
  return installed && isExecutable(HEADLESS_SHELL) ? HEADLESS_SHELL : path;
}

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx'];

// The deploy tests (e2e/deploy) serve the portal's build with nginx, TLS certificates made by openssl.
function ensureNginx() {
  const nginx = () => process.env.NGINX_PATH ?? NGINX.find(isExecutable);
  const missing = [...(nginx() ? [] : ['nginx']), ...(onPath('openssl') ? [] : ['openssl'])];
  if (missing.length > 0) {
    if (!canInstall()) {
      fail(
        `${missing.join(' and ')} not found: the deploy tests (e2e/deploy) need them.\n  ` +
          'Install them with your package manager (Debian/Ubuntu: sudo apt-get install nginx openssl; ' +
          'macOS: brew install nginx openssl), or set NGINX_PATH to an nginx binary.',
      );
    }
    console.log(`ensure-chromium: installing ${missing.join(' ')} with apt-get (for the deploy tests)`);
    run(['update']);
    run(['install', '-y', '--no-install-recommends', ...missing]);
  }
  return nginx() ?? fail('apt-get installed nginx but no binary appeared.');
}

const path = preferHeadlessShell(find() ?? install());
const found = `chromium: ${path} (${version(path)})`;
warnWithoutChineseFont();
const nginx = ensureNginx();
console.log(found);
console.log(`nginx: ${nginx}`);
