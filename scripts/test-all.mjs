#!/usr/bin/env node
// `pnpm test`: every check the project has, in order, stopping at the first that fails.
import { spawnSync } from 'node:child_process';

// Under pnpm, npm_execpath is pnpm itself: call it the same way, so no global pnpm is needed.
const execPath = process.env.npm_execpath ?? '';
const pnpm = execPath.includes('pnpm') ? [process.execPath, execPath] : ['pnpm'];

const steps = [
  { name: 'chromium', cmd: [process.execPath, 'e2e/scripts/ensure-chromium.mjs'] },
  { name: 'typecheck', cmd: [...pnpm, 'run', 'typecheck'] },
  { name: 'lint', cmd: [...pnpm, 'run', 'lint'] },
  { name: 'format', cmd: [...pnpm, 'run', 'format:check'] },
  { name: 'unit, API, web and build tests', cmd: [...pnpm, 'run', 'test:unit'] },
  { name: 'end-to-end tests', cmd: [...pnpm, '--filter', '@shui/e2e', 'test'] },
];

const results = [];
for (const step of steps) {
  console.log(`\n=== ${step.name} ===`);
  const started = Date.now();
  const [command, ...args] = step.cmd;
  const run = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const ok = run.status === 0;
  results.push({ name: step.name, ok, seconds: Math.round((Date.now() - started) / 100) / 10 });
  if (!ok) break;
}

console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds} s)`);
const skipped = steps.slice(results.length).map((s) => s.name);
if (skipped.length > 0) console.log(`not run: ${skipped.join(', ')}`);
const passed = results.filter((r) => r.ok).length;
console.log(`steps: ${passed} passed, ${steps.length - passed} failed`);
process.exit(results.every((r) => r.ok) && skipped.length === 0 ? 0 : 1);
