import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDriftProfile } from '@shui/fake-api/drift';
import { startRecordingProxy } from '../src/lib/record/proxy';
import { PORTAL_ORIGIN, startTarget, walk } from './record-walk';

/**
 * `shui record` against the drift stand-in (fixtures/drift/stand-in.json), which plants one fake secret
 * of each kind where a real backend would send it: a phone in notifications, an ID number in the user,
 * a JWT-looking token at login, a session cookie on every answer, a CAS ticket, a teacher's name. The
 * walk of the portal's calls, plus the assistant's ticket: none of the six reaches the files, and two
 * recordings are byte-identical.
 */
const PROFILE = resolve(import.meta.dirname, '../../fixtures/drift/stand-in.json');
const work = mkdtempSync(join(tmpdir(), 'shui-record-stand-in-'));

function filesOf(dir: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      out.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  }
  return new Map([...out].sort(([a], [b]) => (a < b ? -1 : 1)));
}

async function recordStandIn(out: string) {
  const profile = loadDriftProfile(PROFILE);
  const target = await startTarget({ drift: profile });
  try {
    const proxy = await startRecordingProxy({ target: target.url, out });
    const walked = await walk(proxy.url);
    const ticket = await fetch(`${proxy.url}/user/oauth/tickets`, {
      method: 'POST',
      headers: {
        origin: PORTAL_ORIGIN,
        authorization: `Bearer ${walked.token}`,
        'content-type': 'application/json',
      },
      // The assistant's client, as the portal asks for it.
      body: JSON.stringify({ clientId: 'gpt_assistant' }),
    });
    const ticketBody = (await ticket.json()) as { data: { clientTicket: string } | null; respMsg: string };
    if (!ticketBody.data) throw new Error(`no ticket: ${ticketBody.respMsg}`);
    const written = await proxy.stop();
    return { profile, walked, ticket: ticketBody.data.clientTicket, written };
  } finally {
    await target.close();
  }
}

describe('shui record against the drift stand-in', () => {
  it('keeps every planted secret off disk, and records the same calls twice byte for byte', async () => {
    const first = await recordStandIn(join(work, 'one'));
    // The stand-in did plant them: the walk saw the token, the ticket, and the phone in a notification.
    const planted = Object.fromEntries(first.profile.secrets.map((s) => [s.kind, s.value]));
    expect(first.walked.token).toBe(planted.token);
    expect(first.ticket).toBe(planted['sso-ticket']);
    const messages = first.walked.answers.find((a) => a.call.startsWith('GET /resource/message'));
    expect(JSON.stringify(messages?.body)).toContain(planted.phone);

    const files = filesOf(join(work, 'one'));
    expect(files.size).toBeGreaterThan(10);
    const leaks = [...files].flatMap(([file, text]) =>
      first.profile.secrets.filter((s) => text.includes(s.value)).map((s) => `${s.kind} in ${file}`),
    );
    expect(leaks).toEqual([]);
    // The student's own name too, though the stand-in sends it under a renamed field (trueName).
    const me = first.walked.answers.find((a) => a.call === 'GET /sys/users/current');
    const name = (me?.body as { data: { trueName: string } }).data.trueName;
    expect(name).toBe('李同学');
    expect([...files].filter(([, text]) => text.includes(name)).map(([file]) => file)).toEqual([]);

    await recordStandIn(join(work, 'two'));
    expect(filesOf(join(work, 'two'))).toEqual(files);
  });
});
