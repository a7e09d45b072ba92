import { readdirSync, readFileSync, readlinkSync } from 'node:fs';

/** Linux /proc readers; elsewhere they answer undefined and the bench prints n/a. */

export interface Memory {
  rssMb: number;
  peakRssMb: number;
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function statusKb(status: string, field: string): number | undefined {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status);
  return match?.[1] === undefined ? undefined : Number(match[1]);
}

/** VmRSS now and VmHWM (peak) of one process, in MiB. */
export function readMemory(pid: number): Memory | undefined {
  const status = readText(`/proc/${pid}/status`);
  if (!status) return undefined;
  const rss = statusKb(status, 'VmRSS');
  const peak = statusKb(status, 'VmHWM');
  if (rss === undefined || peak === undefined) return undefined;
  return { rssMb: rss / 1024, peakRssMb: peak / 1024 };
}

function parentPid(pid: number): number | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  // The command name (field 2) may hold spaces and parentheses; the parent pid is 2nd after the last ')'.
  const fields = stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields?.[1] === undefined ? undefined : Number(fields[1]);
}

export function descendants(rootPid: number): number[] {
  let pids: number[];
  try {
    pids = readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  } catch {
    return [];
  }
  const children = new Map<number, number[]>();
  for (const pid of pids) {
    const parent = parentPid(pid);
    if (parent !== undefined) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found: number[] = [];
  const queue = [...(children.get(rootPid) ?? [])];
  for (let pid = queue.shift(); pid !== undefined; pid = queue.shift()) {
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of (readText(table) ?? '').split('\n').slice(1)) {
      const fields = line.trim().split(/\s+/);
      const local = fields[1];
      const inode = fields[9];
      if (!local || !inode || fields[3] !== '0A') continue;
      if (parseInt(local.split(':')[1] ?? '', 16) === port) inodes.add(inode);
    }
  }
  return inodes;
}

/**
 * The process that owns the listening socket on `port`, searched from `rootPid` down: launchers such as
 * the tsx cli run the server in a second node process, and that one is what we want to measure.
 */
export function listenerPid(rootPid: number, port: number): number | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const pid of [rootPid, ...descendants(rootPid)]) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target: string;
      try {
        target = readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) return pid;
    }
  }
  return undefined;
}

/** RSS summed over a process and its descendants (shared pages counted twice: an upper bound). */
export function treeRssMb(rootPid: number): number | undefined {
  let total = 0;
  for (const pid of [rootPid, ...descendants(rootPid)]) {
    const memory = readMemory(pid);
    if (memory === undefined) return undefined;
    total += memory.rssMb;
  }
  return total;
}
