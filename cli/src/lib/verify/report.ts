import type { BaselineOutcome } from './baseline';
import type { VerifyRun } from './run';
import { findingKey, type Finding } from './types';

/** What `shui verify` prints: Markdown for people, the same as JSON (--json), JUnit for CI (--junit). */

export interface Report {
  /** What was checked: `test`, `prod` or an address, and its API base. */
  server: { against: string; api: string; username: string | null };
  fake: { api: string; username: string };
  date: string;
  summary: {
    checked: number;
    skipped: number;
    writesNotCalled: number;
    breaking: number;
    additive: number;
    accepted: number;
    requests: { server: number; fake: number };
  };
  /** Findings no baseline entry accepts: breaking first. */
  findings: Finding[];
  accepted: BaselineOutcome['accepted'];
  skipped: VerifyRun['skipped'];
  writesNotCalled: string[];
  writesWithoutInputs: string[];
  baseline: { expired: BaselineOutcome['expired']; unused: BaselineOutcome['unused'] } | null;
  /** 0 clean (additive findings allowed), 1 breaking drift. */
  exitCode: 0 | 1;
}

export function buildReport(
  run: VerifyRun,
  outcome: BaselineOutcome,
  context: Pick<Report, 'server' | 'fake' | 'date'> & { baseline: boolean },
): Report {
  const order = (f: Finding) => (f.severity === 'breaking' ? 0 : 1);
  const findings = [...outcome.active].sort((a, b) => order(a) - order(b));
  const breaking = findings.filter((f) => f.severity === 'breaking').length;
  return {
    server: context.server,
    fake: context.fake,
    date: context.date,
    summary: {
      checked: run.checked.length,
      skipped: run.skipped.length,
      writesNotCalled: run.notCalled.length,
      breaking,
      additive: findings.length - breaking,
      accepted: outcome.accepted.length,
      requests: run.requests,
    },
    findings,
    accepted: outcome.accepted,
    skipped: run.skipped,
    writesNotCalled: run.notCalled,
    writesWithoutInputs: run.noInputs,
    baseline: context.baseline ? { expired: outcome.expired, unused: outcome.unused } : null,
    exitCode: breaking > 0 ? 1 : 0,
  };
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const mdTable = (head: string[], rows: string[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `| ${head.map(() => '---').join(' | ')} |`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');
const callOf = (f: { endpoint: string; method: string; path: string }) =>
  `\`${f.endpoint}\` ${f.method} ${f.path}`;
const findingRows = (list: Finding[]) =>
  list.map((f) => [
    f.kind,
    callOf(f),
    f.field ? `\`${f.field}\`` : '',
    f.attribution,
    f.detail + (f.count > 1 ? ` (${f.count}×)` : ''),
  ]);

export function markdown(report: Report): string {
  const { summary: s } = report;
  const out: string[] = [
    `# Drift report: ${report.server.against} against the contract`,
    '',
    `- server: ${report.server.api}${report.server.username ? ` (logged in as ${report.server.username})` : ''}`,
    `- fake API compared with: ${report.fake.api} (as ${report.fake.username})`,
    `- ${report.date}: ${s.checked} calls checked, ${s.skipped} skipped, ${s.writesNotCalled} writes not called; ` +
      `${s.requests.server} requests to the server, ${s.requests.fake} to the fake`,
    `- **${s.breaking} breaking**, ${s.additive} additive, ${s.accepted} accepted by the baseline: ` +
      (report.exitCode === 0 ? 'no breaking drift' : 'breaking drift'),
  ];
  const breaking = report.findings.filter((f) => f.severity === 'breaking');
  const additive = report.findings.filter((f) => f.severity === 'additive');
  const head = ['kind', 'call', 'field', 'who', 'what'];
  if (breaking.length) out.push('', '## Breaking', '', mdTable(head, findingRows(breaking)));
  if (additive.length) out.push('', '## Additive', '', mdTable(head, findingRows(additive)));
  if (report.accepted.length) {
    const rows = report.accepted.map((f) => [
      f.kind,
      callOf(f),
      f.field ? `\`${f.field}\`` : '',
      f.attribution,
      `${f.reason} (until ${f.expires})`,
    ]);
    out.push('', '## Accepted (baseline)', '', mdTable(['kind', 'call', 'field', 'who', 'reason'], rows));
  }
  if (report.baseline?.expired.length) {
    out.push('', '## Expired baseline entries (they accept nothing any more)', '');
    for (const e of report.baseline.expired) {
      const key = findingKey(e);
      out.push(
        `- \`${key}\`, expired ${e.expires} (${e.reason}): ${e.matches.length ? `${e.matches.length} finding(s) above` : 'no finding this run'}`,
      );
    }
  }
  if (report.baseline?.unused.length) {
    out.push('', '## Baseline entries that matched nothing', '');
    for (const e of report.baseline.unused)
      out.push(`- \`${findingKey(e)}\` (until ${e.expires}): remove it once the drift is fixed`);
  }
  if (report.skipped.length) {
    const rows = report.skipped.map((k) => [callOf(k), k.side, k.reason]);
    out.push('', '## Not checked', '', mdTable(['call', 'on', 'why'], rows));
  }
  if (report.writesNotCalled.length) {
    out.push(
      '',
      `## Writes not called (${report.writesNotCalled.length}; --allow-write calls those with inputs in the contract)`,
      '',
    );
    out.push(report.writesNotCalled.map((n) => `\`${n}\``).join(', '));
  }
  if (report.writesWithoutInputs.length) {
    out.push('', '## Writes without inputs in the contract (not called even with --allow-write)', '');
    out.push(report.writesWithoutInputs.map((n) => `\`${n}\``).join(', '));
  }
  return `${out.join('\n')}\n`;
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One test case per call checked or skipped; a breaking finding is a failure, an additive one a note. */
export function junit(report: Report, checked: readonly string[]): string {
  const byCall = new Map<string, Finding[]>();
  for (const f of [...report.findings, ...report.accepted])
    byCall.set(f.endpoint, [...(byCall.get(f.endpoint) ?? []), f]);
  const accepted = new Set(report.accepted.map(findingKey));
  const cases: string[] = [];
  const names = [...new Set([...checked, ...report.skipped.map((k) => k.endpoint)])];
  for (const name of names) {
    const found = byCall.get(name) ?? [];
    const skips = report.skipped.filter((k) => k.endpoint === name);
    const failures = found.filter((f) => f.severity === 'breaking' && !accepted.has(findingKey(f)));
    if (failures.length === 0 && found.length === 0 && skips.some((k) => k.side === 'both')) {
      const reason = skips.map((k) => k.reason).join('; ');
      cases.push(
        `    <testcase classname="shui.verify" name="${xml(name)}"><skipped message="${xml(reason)}"/></testcase>`,
      );
      continue;
    }
    const notes = [
      ...found
        .filter((f) => !failures.includes(f))
        .map(
          (f) =>
            `${accepted.has(findingKey(f)) ? 'accepted ' : ''}${f.kind} ${f.field ?? ''}: ${f.detail} [${f.attribution}]`,
        ),
      ...skips.map((k) => `not asked on the ${k.side}: ${k.reason}`),
    ];
    const body = [
      ...failures.map(
        (f) =>
          `<failure message="${xml(`${f.kind}${f.field ? ` ${f.field}` : ''} [${f.attribution}]`)}">${xml(f.detail)}</failure>`,
      ),
      ...(notes.length ? [`<system-out>${xml(notes.join('\n'))}</system-out>`] : []),
    ];
    cases.push(`    <testcase classname="shui.verify" name="${xml(name)}">${body.join('')}</testcase>`);
  }
  const failures = cases.filter((c) => c.includes('<failure')).length;
  const skippedCount = cases.filter((c) => c.includes('<skipped')).length;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="shui verify" tests="${cases.length}" failures="${failures}">`,
    `  <testsuite name="shui verify ${xml(report.server.against)}" tests="${cases.length}" failures="${failures}" skipped="${skippedCount}" timestamp="${xml(report.date)}">`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}

/** The JUnit file of a run that could not check: one error, so CI shows why. */
export function junitError(against: string, message: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="shui verify" tests="1" errors="1">`,
    `  <testsuite name="shui verify ${xml(against)}" tests="1" errors="1">`,
    `    <testcase classname="shui.verify" name="could not check"><error message="${xml(message)}"/></testcase>`,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n');
}
