/**
 * Where a page's main thread spends its time during one measured step: Chromium's sampling CPU profiler
 * (Chrome DevTools Protocol), self time summed by script file and by function. The web bundle is
 * minified, so the files (one chunk per feature or library) say more than the function names.
 */
import { writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

/** BENCH_PROFILE_FILE: where to write the last profile taken (a .cpuprofile file), if anywhere. */
const PROFILE_FILE = process.env.BENCH_PROFILE_FILE;
/** BENCH_TRACE_FILE: where to write a Chromium trace (devtools.timeline) of the same span, if anywhere. */
const TRACE_FILE = process.env.BENCH_TRACE_FILE;
/** BENCH_TRACE_CATEGORIES: the trace's categories, comma-separated, instead of DevTools' timeline ones. */
const TRACE_CATEGORIES = process.env.BENCH_TRACE_CATEGORIES?.split(',') ?? [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
];
/** BENCH_TRACE_ONLY=1: the trace without the sampling profiler (which slows the page about 1.5×). */
const NO_SAMPLING = process.env.BENCH_TRACE_ONLY === '1';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  totalMs: number;
  byFile: { file: string; ms: number }[];
  byFunction: { fn: string; ms: number }[];
}

const fileOf = (url: string) => url.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '.js') || '(native)';

/** Self time by file and by function, the largest first (`top` of each). */
function summarizeProfile(profile: Profile, top = 12): ProfileSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let totalMs = 0;
  profile.samples.forEach((id, index) => {
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const frame = nodes.get(id)?.callFrame;
    if (!frame) return;
    totalMs += ms;
    const file = fileOf(frame.url);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
    const fn = `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  });
  const largest = <K extends string>(map: Map<string, number>, key: K) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, ms]) => ({ [key]: name, ms: Math.round(ms) }) as { [k in K]: string } & { ms: number });
  return { totalMs, byFile: largest(byFile, 'file'), byFunction: largest(byFunction, 'fn') };
}

/**
 * Starts profiling `page`; the returned function stops and summarizes (null with BENCH_TRACE_ONLY=1,
 * which takes only the trace).
 */
export async function profilePage(page: Page): Promise<() => Promise<ProfileSummary | null>> {
  const session = await page.context().newCDPSession(page);
  const sampling = !NO_SAMPLING;
  if (sampling) {
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
  }
  const browser = page.context().browser();
  if (TRACE_FILE && browser)
    await browser.startTracing(page, {
      path: TRACE_FILE,
      categories: TRACE_CATEGORIES,
    });
  return async () => {
    if (TRACE_FILE && browser) await browser.stopTracing();
    if (!sampling) {
      await session.detach();
      return null;
    }
    const { profile } = (await session.send('Profiler.stop')) as unknown as { profile: Profile };
    await session.detach();
    // The whole profile, to open in DevTools' Performance panel or read its call tree.
    if (PROFILE_FILE) writeFileSync(PROFILE_FILE, JSON.stringify(profile));
    return summarizeProfile(profile);
  };
}

/** The page's main-thread totals (CDP Performance.getMetrics): durations in ms, counts. */
export interface MainThreadWork {
  /** The main thread's CPU time: unlike the durations, not stretched when other processes take the cores. */
  cpuMs: number;
  taskMs: number;
  scriptMs: number;
  layoutMs: number;
  styleMs: number;
  layouts: number;
  styleRecalcs: number;
}

/**
 * Reads the page's running main-thread totals since its document started; subtract two readings of one
 * document for a step's work.
 */
export async function mainThreadWorkReader(page: Page): Promise<() => Promise<MainThreadWork>> {
  const session = await page.context().newCDPSession(page);
  await session.send('Performance.enable');
  return async () => {
    const { metrics } = await session.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return {
      cpuMs: value('ThreadTime') * 1000,
      taskMs: value('TaskDuration') * 1000,
      scriptMs: value('ScriptDuration') * 1000,
      layoutMs: value('LayoutDuration') * 1000,
      styleMs: value('RecalcStyleDuration') * 1000,
      layouts: value('LayoutCount'),
      styleRecalcs: value('RecalcStyleCount'),
    };
  };
}

/** `after` minus `before`, field by field (both of one document: a navigation starts the totals again). */
export function workBetween(before: MainThreadWork, after: MainThreadWork): MainThreadWork {
  const out = { ...after };
  for (const key of Object.keys(out) as (keyof MainThreadWork)[]) out[key] = after[key] - before[key];
  return out;
}
