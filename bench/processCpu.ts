/**
 * CPU time of every process on the machine over a measured step, grouped by what the process is: the
 * browser's processes by their `--type` (renderer, gpu-process, the network service and other utility
 * processes; the renderers thread by thread), node processes by their script, the rest as "other". On 2 cores the page, the browser's
 * other processes and the server share the machine, so a step is as fast as the work of all of them
 * allows. Linux only (`/proc`); elsewhere the readings are empty.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';

/** Clock ticks per second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU ms by process group, since boot. */
export type ProcessCpu = Record<string, number>;

function groupOf(argv: string[]): string {
  // Chromium's child processes rewrite their title: the whole command line in one string.
  const commandLine = argv.length === 1 ? argv[0]!.split(' ') : argv;
  const program = basename(commandLine[0] ?? '');
  const flag = (name: string) => commandLine.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
  if (/chrom/.test(program)) {
    const type = flag('type');
    if (!type) return 'browser';
    const subType = flag('utility-sub-type');
    return subType ? `${type} ${subType.replace(/\.mojom\..*$/, '')}` : type;
  }
  if (program === 'node') {
    const script = commandLine.slice(1).find((arg) => !arg.startsWith('-'));
    return `node ${script ? basename(script) : ''}`.trim();
  }
  return 'other';
}

/** A /proc stat file's CPU ms (utime + stime) and its thread or process name. */
function readStat(path: string): { name: string; ms: number } {
  const stat = readFileSync(path, 'utf8');
  // The name is in parentheses and may hold spaces; the fields after it are space-separated.
  const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return { name, ms: ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND };
}

/**
 * A process's CPU ms by group: the process whole, or for the browser's renderers (the page: its main
 * thread, its workers, compositor and raster threads) thread by thread.
 */
function cpuOf(pid: string): { group: string; ms: number }[] {
  try {
    const commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    const group = groupOf(commandLine);
    if (group !== 'renderer') return [{ group, ms: readStat(`/proc/${pid}/stat`).ms }];
    return readdirSync(`/proc/${pid}/task`).map((tid) => {
      const thread = readStat(`/proc/${pid}/task/${tid}/stat`);
      return { group: `renderer ${thread.name}`, ms: thread.ms };
    });
  } catch {
    return []; // ended while read, or not ours to read
  }
}

/** Every live process's CPU time since it started, summed by group. */
export function readProcessCpu(): ProcessCpu {
  const totals: ProcessCpu = {};
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return totals;
  }
  for (const pid of pids) for (const { group, ms } of cpuOf(pid)) totals[group] = (totals[group] ?? 0) + ms;
  return totals;
}

/**
 * CPU ms by group between two readings; a process that started between them counts from 0, a group
 * whose processes ended between them is left out.
 */
export function processCpuBetween(before: ProcessCpu, after: ProcessCpu): ProcessCpu {
  const out: ProcessCpu = {};
  for (const [group, ms] of Object.entries(after)) {
    const spent = ms - (before[group] ?? 0);
    if (spent > 0) out[group] = spent;
  }
  return out;
}

/** The CPU ms of the groups `match` takes (every group without it). */
export function cpuOfGroups(processes: ProcessCpu, match: (group: string) => boolean = () => true): number {
  let sum = 0;
  for (const [group, ms] of Object.entries(processes)) if (match(group)) sum += ms;
  return sum;
}
