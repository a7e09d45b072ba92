import type { Checked } from './check';
import type { Attribution, Finding, Issue, Skipped } from './types';
import type { Walked } from './walk';

/**
 * The same call on the server checked and on the fake, made into findings: what only the server gets
 * wrong is the backend's, what only the fake gets wrong the fake's, what both get wrong the contract's.
 * Where both conform, their shapes are compared: an optional field one always sends and the other never,
 * or a union whose branches they never share, means the contract is too loose to tell who is right.
 */

export interface Call {
  endpoint: string;
  method: string;
  path: string;
}

const key = (i: Pick<Issue, 'kind' | 'field'>) => `${i.kind} ${i.field ?? ''}`;

/** One sentence for people. */
export function detailOf(i: Issue): string {
  const where = i.field ? `\`${i.field}\`` : 'the answer';
  switch (i.kind) {
    case 'missing-field':
      return `${where} is missing; the contract requires it (${i.expected})`;
    case 'wrong-type':
      return `${where} is a ${i.actual}; the contract says ${i.expected}`;
    case 'null-value':
      return `${where} is null; the contract does not allow null there (${i.expected})`;
    case 'invalid-value':
      return `${where} breaks a rule of the contract: ${i.expected}`;
    case 'renamed-field':
      return `${where} is sent as \`${i.actual}\``;
    case 'undeclared-field':
      return `${where} (${i.actual}) is not in the contract`;
    case 'unknown-enum-value':
      return `${where} is ${i.actual}, not one of ${i.expected}`;
    case 'unknown-respcode':
      return `respCode ${i.actual} is not in the contract`;
    case 'http-status':
      return `answered ${i.actual}; expected ${i.expected}`;
    case 'removed':
      return 'answered HTTP 404: the call was removed or moved';
    case 'intermittent':
      return `failed, then worked: ${i.actual}`;
    case 'no-answer':
      return `no answer: ${i.actual}`;
    case 'not-envelope':
      return `not the envelope { respCode, respMsg, data }: ${i.actual}`;
    case 'expired-token-signal':
      return `an invalid token is answered with ${i.actual}; the portal opens its re-login dialog only on HTTP 401`;
    case 'optional-field':
      return `${where} is optional in the contract, and ${i.actual}`;
    case 'loose-type':
      return `${where} may be ${i.expected} by the contract; ${i.actual}`;
  }
}

const finding = (call: Call, issue: Issue, attribution: Attribution): Finding => ({
  ...call,
  ...issue,
  attribution,
  detail: detailOf(issue),
});

/** Optional fields and unions where the two servers never overlap, though each conforms. */
function looseness(server: Walked, fake: Walked): Issue[] {
  const issues: Issue[] = [];
  for (const [field, s] of server.optional) {
    const f = fake.optional.get(field);
    if (!f || s.parents === 0 || f.parents === 0) continue;
    const always = (p: typeof s) => p.present === p.parents;
    const never = (p: typeof s) => p.present === 0;
    const actual =
      always(s) && never(f)
        ? 'the server always sends it, the fake never'
        : never(s) && always(f)
          ? 'the fake always sends it, the server never'
          : undefined;
    if (actual)
      issues.push({
        kind: 'optional-field',
        severity: 'additive',
        field,
        expected: 'optional',
        actual,
        count: 1,
      });
  }
  for (const [field, s] of server.unions) {
    const f = fake.unions.get(field);
    if (!f || [...s].some((branch) => f.has(branch))) continue;
    const actual = `the server sends ${[...s].join(' | ')}, the fake ${[...f].join(' | ')}`;
    issues.push({ kind: 'loose-type', severity: 'additive', field, expected: 'either', actual, count: 1 });
  }
  return issues;
}

/** The findings and skips of one call. */
export function attribute(
  call: Call,
  server: Checked,
  fake: Checked,
): { findings: Finding[]; skipped: Skipped[] } {
  if (server.state === 'skipped' || fake.state === 'skipped') {
    const skipped: Skipped[] = [];
    if (server.state === 'skipped' && fake.state === 'skipped') {
      const reason =
        server.reason === fake.reason ? server.reason : `server: ${server.reason}; fake: ${fake.reason}`;
      skipped.push({ ...call, side: 'both', reason });
    } else if (server.state === 'skipped') skipped.push({ ...call, side: 'server', reason: server.reason });
    else if (fake.state === 'skipped') skipped.push({ ...call, side: 'fake', reason: fake.reason });
    // The side that was asked still answers for what it got wrong.
    const findings = [
      ...(server.state === 'checked' ? server.issues.map((i) => finding(call, i, 'backend')) : []),
      ...(fake.state === 'checked' ? fake.issues.map((i) => finding(call, i, 'fake')) : []),
    ];
    return { findings, skipped };
  }
  const onFake = new Set(fake.issues.map(key));
  const onServer = new Set(server.issues.map(key));
  const findings = [
    ...server.issues.map((i) => finding(call, i, onFake.has(key(i)) ? 'contract' : 'backend')),
    ...fake.issues.filter((i) => !onServer.has(key(i))).map((i) => finding(call, i, 'fake')),
  ];
  if (findings.length === 0 && server.walked && fake.walked) {
    findings.push(...looseness(server.walked, fake.walked).map((i) => finding(call, i, 'contract')));
  }
  return { findings, skipped: [] };
}
