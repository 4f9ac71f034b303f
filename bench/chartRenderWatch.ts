/**
 * Watches, inside the dashboard page, for its charts to be drawn: each chart holder
 * (`data-testid="dashboard-chart"`) says `data-status` 'rendered' once the app has drawn its data
 * (DashboardChart's rendered mark) or 'failed'. The functions run in the page (page.evaluate,
 * addInitScript): they use nothing from this module's scope. Times are the page's performance.now()
 * and end at the animation frame after the last chart's mark, the frame that shows it.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    /** Page time when every chart of the page load was drawn (installPageLoadWatch). */
    __slLoadDoneAt?: number;
    __slRedraw?: RedrawWatch;
  }
}

/** One round of charts drawn again after a click (watchRedrawAfterClick). */
export interface RedrawWatch {
  /** Page time of the next click (the event's timeStamp); NaN before it. */
  clickAt: number;
  /** Page time of the frame after the last expected chart was drawn again; NaN before. */
  doneAt: number;
  /** Ids of the charts whose status left 'rendered' after the click (their query started again). */
  left: string[];
  /** Ids of the charts drawn again (or failed) after leaving 'rendered'. */
  redrawn: string[];
  failed: number;
}

/** Init script: from the page's start, records __slLoadDoneAt when `count` holders are rendered or failed. */
export function installPageLoadWatch(count: number): void {
  const done = (h: Element) => ['rendered', 'failed'].includes(h.getAttribute('data-status') ?? '');
  // Only a status change can complete the page: holders appear 'waiting' and change after.
  const observer = new MutationObserver(() => {
    const holders = Array.from(document.querySelectorAll('[data-testid="dashboard-chart"]'));
    if (holders.length < count || !holders.every(done)) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      window.__slLoadDoneAt = performance.now();
    });
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-status'] });
}

/**
 * Runs `navigate` (goto or reload) in a page whose context has installPageLoadWatch; the page time from
 * the navigation's start to the frame after every chart was drawn, and the charts that failed.
 */
export async function timedChartsLoad(
  page: Page,
  navigate: () => Promise<unknown>,
  timeout: number,
): Promise<{ ms: number; failed: number }> {
  await navigate();
  await page.waitForFunction(() => window.__slLoadDoneAt !== undefined, undefined, { timeout, polling: 50 });
  const ms = await page.evaluate(() => window.__slLoadDoneAt!);
  const failed = await page.locator('[data-testid="dashboard-chart"][data-status="failed"]').count();
  return { ms, failed };
}

/**
 * From now: the next click's time, then each chart whose status leaves 'rendered' and comes back to
 * 'rendered' (or 'failed'), until `expected` charts did (a chart still showing its old drawing does not
 * count). State in window.__slRedraw.
 */
export function watchRedrawAfterClick(expected: number): void {
  const left = new Set<string>();
  const redrawn = new Set<string>();
  const state: RedrawWatch = { clickAt: NaN, doneAt: NaN, left: [], redrawn: [], failed: 0 };
  window.__slRedraw = state;
  document.addEventListener(
    'click',
    (event) => {
      state.clickAt = event.timeStamp;
    },
    { capture: true, once: true },
  );
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const holder = record.target as Element;
      const id = holder.getAttribute('data-chart-id');
      const status = holder.getAttribute('data-status');
      if (!id || holder.getAttribute('data-testid') !== 'dashboard-chart') continue;
      if (status !== 'rendered' && status !== 'failed') left.add(id);
      else if (left.has(id) && !redrawn.has(id)) {
        redrawn.add(id);
        if (status === 'failed') state.failed += 1;
      }
    }
    state.left = [...left];
    state.redrawn = [...redrawn];
    if (redrawn.size < expected) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      state.doneAt = performance.now();
    });
  });
  observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-status'] });
}

/**
 * Records when each chart-data answer of `page` ended (Playwright's request timing: the page sends them
 * from a worker, whose Resource Timing entries the page cannot read). `lastSince(since)`: page time from
 * `since` (a performance.now() of the page's current document, 0 for its start) to the end of the last
 * answer that started after it; NaN when none came.
 */
export function chartDataAnswerClock(page: Page) {
  const answers: { startedAt: number; endedAt: number }[] = [];
  page.on('requestfinished', (request) => {
    if (!request.url().includes('/api/v1/chart/data')) return;
    const { startTime, responseEnd } = request.timing();
    if (responseEnd >= 0) answers.push({ startedAt: startTime, endedAt: startTime + responseEnd });
  });
  return {
    async lastSince(since: number): Promise<number> {
      // Epoch milliseconds, as Playwright's timings are.
      const from = (await page.evaluate(() => performance.timeOrigin)) + since;
      const ends = answers.filter((a) => a.startedAt >= from).map((a) => a.endedAt);
      return ends.length ? Math.max(...ends) - from : NaN;
    },
  };
}
