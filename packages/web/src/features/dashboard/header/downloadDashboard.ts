import { DASHBOARD_ROOT_ID, type DashboardLayout } from '@sightline/core';
import dayjs from 'dayjs';
import { safeFilename, saveBlob } from '../../charts/chartDownloads';
import { withActiveTab } from '../layout/activeTabs';

/** The dashboard area the lead's layout root carries; what the image and the PDF pages show. */
export const DASHBOARD_BODY_SELECTOR = '.sl-dashboard-body';
/** A chart holder whose query is running (C1's DashboardChart sets data-status). */
export const LOADING_CHART_SELECTOR = '[data-testid="dashboard-chart"][data-status="loading"]';

/** "Sales_overview-2026-11-21_19-30-05.pdf": the title made file-safe plus the local time. */
export function dashboardFileName(title: string, at: Date, extension: 'png' | 'pdf'): string {
  const name = safeFilename(title || 'dashboard');
  return `${name}-${dayjs(at).format('YYYY-MM-DD_HH-mm-ss')}.${extension}`;
}

/**
 * The PDF's pages: the tabs not inside another tab, in document order (those of a top-level TABS under
 * ROOT, or of TABS placed in the grid, as Superset-made dashboards often do); empty without tabs.
 */
export function outermostTabIds(layout: DashboardLayout): string[] {
  const tabs: string[] = [];
  const visit = (id: string) => {
    const node = layout[id];
    if (!node) return;
    if (node.type === 'TAB') {
      tabs.push(id);
      return; // tabs inside a tab show on its page
    }
    node.children.forEach(visit);
  };
  visit(DASHBOARD_ROOT_ID);
  return tabs;
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once no chart inside `root` is loading, checked a few frames after the tab switch so charts
 * that start loading on appearing are seen. Gives up after `timeoutMs` (the chart timeout) and captures
 * what is there.
 */
export async function waitForChartsLoaded(
  root: ParentNode,
  { settleMs = 300, intervalMs = 200, timeoutMs = 60_000 } = {},
): Promise<void> {
  await nextFrame();
  await sleep(settleMs);
  const deadline = Date.now() + timeoutMs;
  while (root.querySelector(LOADING_CHART_SELECTOR) && Date.now() < deadline) await sleep(intervalMs);
}

function dashboardBody(): HTMLElement {
  const element = document.querySelector<HTMLElement>(DASHBOARD_BODY_SELECTOR);
  if (!element) throw new Error('the dashboard is not on the page');
  return element;
}

/** A PNG of the dashboard area as it shows now. */
export async function downloadDashboardImage(title: string): Promise<void> {
  const element = dashboardBody();
  await waitForChartsLoaded(element, { settleMs: 0 });
  const { toBlob } = await import('html-to-image');
  const blob = await toBlob(element, { backgroundColor: '#ffffff', pixelRatio: 2 });
  if (!blob) throw new Error('the browser could not draw the dashboard');
  saveBlob(blob, dashboardFileName(title, new Date(), 'png'));
}

export interface PdfDownloadOptions {
  title: string;
  layout: DashboardLayout;
  activeTabs: readonly string[];
  /** Opens tabs (dispatches setActiveTabs); called once per top-level tab, then with the original. */
  setActiveTabs: (tabIds: string[]) => void;
}

/**
 * A PDF with one page per outermost tab (or one page without tabs): each tab is opened, its charts are
 * awaited, the dashboard area is captured; the tabs the user had open are restored at the end.
 */
export async function downloadDashboardPdf({
  title,
  layout,
  activeTabs,
  setActiveTabs,
}: PdfDownloadOptions): Promise<void> {
  const [{ toCanvas }, { jsPDF }] = await Promise.all([import('html-to-image'), import('jspdf')]);
  const tabs = outermostTabIds(layout);
  const pages: HTMLCanvasElement[] = [];
  try {
    for (const tabId of tabs.length > 0 ? tabs : [null]) {
      if (tabId) setActiveTabs(withActiveTab(layout, activeTabs, tabId));
      const element = dashboardBody();
      await waitForChartsLoaded(element);
      pages.push(await toCanvas(element, { backgroundColor: '#ffffff', pixelRatio: 1.5 }));
    }
  } finally {
    if (tabs.length > 0) setActiveTabs([...activeTabs]);
  }
  let pdf: InstanceType<typeof jsPDF> | null = null;
  for (const canvas of pages) {
    // Each page is the size of its capture (in CSS px), so nothing is scaled or cut.
    const width = canvas.width / 1.5;
    const height = canvas.height / 1.5;
    const orientation = width > height ? 'landscape' : 'portrait';
    if (!pdf) pdf = new jsPDF({ orientation, unit: 'px', format: [width, height], hotfixes: ['px_scaling'] });
    else pdf.addPage([width, height], orientation);
    // JPEG: a page of charts is a tenth of its PNG's size, with no visible loss at this resolution.
    pdf.addImage(canvas, 'JPEG', 0, 0, width, height, undefined, 'FAST');
  }
  pdf?.save(dashboardFileName(title, new Date(), 'pdf'));
}
