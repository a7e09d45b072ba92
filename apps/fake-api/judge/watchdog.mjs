// The judge's watchdog (src/judge/sandbox.ts): the fake API writes "+PID" for each runner it starts and
// "-PID" when it ended. When stdin closes, which the kernel does when the fake API ends however it ends
// (a graceful stop, a crash, kill -9), every runner still listed is killed and the watchdog ends. A runner
// busy in an endless loop cannot notice its judge is gone by itself: this is what stops it.
const runners = new Set();
let pending = '';

function killAll() {
  for (const pid of runners) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  process.exit(0);
}

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  pending += chunk;
  let end;
  while ((end = pending.indexOf('\n')) >= 0) {
    const line = pending.slice(0, end);
    pending = pending.slice(end + 1);
    const pid = Number(line.slice(1));
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (line[0] === '+') runners.add(pid);
    else runners.delete(pid);
  }
});
process.stdin.on('end', killAll);
process.stdin.on('error', killAll);
process.on('SIGTERM', killAll);
