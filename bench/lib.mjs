// Helpers shared by the benchmarks: start the built server on a data directory and wait for a page.
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const root = new URL('..', import.meta.url).pathname;

export function tempDataDir() {
  return mkdtempSync(join(tmpdir(), 'advantage-bench-'));
}

/** Starts `npm start` (the README's command) and resolves when the landing page is served. */
export async function startServer({ dataDir, port, env = {}, command = ['npm', ['start', '--silent']] }) {
  const started = performance.now();
  const child = spawn(command[0], command[1], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: process.env.LOG_LEVEL ?? 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  const url = `http://127.0.0.1:${port}/`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      const html = await res.text();
      if (res.ok && html.includes('<div id="root"')) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const ms = performance.now() - started;
  return {
    ms,
    url,
    memory: serverMemory(child.pid),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        process.kill(-child.pid, 'SIGTERM');
      }),
  };
}

export function print(name, value, unit, target) {
  const line = `${name.padEnd(58)} ${String(value).padStart(10)} ${unit}${target ? `   (target ${target})` : ''}`;
  process.stdout.write(`${line}\n`);
}

/** The resident set (VmRSS) and its high-water mark (VmHWM) of one process, in KiB, from /proc (Linux). */
function statusKiB(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
    return { rss: kib('VmRSS'), hwm: kib('VmHWM') };
  } catch {
    return undefined; // gone, or not Linux
  }
}

/** Processes of the process group `pgid` (the detached `npm start` and the server it runs). */
function groupPids(pgid) {
  const pids = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Fields after the command's closing parenthesis: state, ppid, pgrp, ...
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) === pgid) pids.push(Number(entry));
    } catch {
      // exited meanwhile
    }
  }
  return pids;
}

const MiB = (kib) => Math.round(kib / 1024);

/**
 * Resident memory of the server process (the largest process of the group: `npm` itself holds ~60 MiB).
 * `resetPeak()` clears the kernel's high-water mark (`/proc/<pid>/clear_refs` 5), so `peakMiB()` afterwards is
 * the peak of what ran in between, to the page, with no sampling; where that is refused the peak counts from start.
 */
function serverMemory(pgid) {
  let pid;
  const server = () => {
    if (pid && statusKiB(pid)) return pid;
    let best = 0;
    for (const p of groupPids(pgid)) {
      const rss = statusKiB(p)?.rss ?? 0;
      if (rss > best) [best, pid] = [rss, p];
    }
    return pid;
  };
  let sinceStart = true;
  return {
    /** CPU time (user + system) the server process has used, in ms: per request, steadier than requests/s on a shared machine. */
    cpuMs: () => {
      try {
        const stat = readFileSync(`/proc/${server()}/stat`, 'utf8');
        const [utime, stime] = stat.slice(stat.lastIndexOf(')') + 2).split(' ').slice(11, 13).map(Number);
        return ((utime + stime) * 1000) / 100; // clock ticks (USER_HZ 100 on Linux)
      } catch {
        return NaN;
      }
    },
    rssMiB: () => MiB(statusKiB(server())?.rss ?? 0),
    peakMiB: () => MiB(statusKiB(server())?.hwm ?? 0),
    resetPeak: () => {
      try {
        writeFileSync(`/proc/${server()}/clear_refs`, '5');
        sinceStart = false;
      } catch {
        sinceStart = true;
      }
    },
    /** Whether `peakMiB` counts from the server's start (the reset was refused). */
    sinceStart: () => sinceStart,
  };
}

/**
 * Runs `load` (an autocannon run) with the server's peak resident memory measured over it, and prints the
 * throughput line with the peak beside it (every throughput figure with its peak RSS).
 */
export async function withPeakRss(server, load) {
  server.memory.resetPeak();
  const cpu = server.memory.cpuMs();
  const result = await load();
  return { result, peakMiB: server.memory.peakMiB(), sinceStart: server.memory.sinceStart(), cpuMs: server.memory.cpuMs() - cpu };
}

/** `print` for a throughput figure: requests/s, then the server's peak RSS over the same run. */
export function printThroughput(name, { result, peakMiB, sinceStart }, target) {
  const line = `${name.padEnd(58)} ${String(Math.round(result.requests.average)).padStart(10)} req/s   peak RSS ${peakMiB} MiB${sinceStart ? ' (since start)' : ''}${target ? `   (target ${target})` : ''}`;
  process.stdout.write(`${line}\n`);
}
