import type { ChartHooks } from '../../sdk/chartPlugin.js';
import { valueCrossFilter } from '../../sdk/crossFilter.js';
import type { EChartEventHandlers, EChartEventParams } from '../../sdk/echarts/EChart.js';
import type { WorldMapEntry } from './worldMapEntries.js';

export interface InteractionContext {
  /** ISO alpha-3 (the map region and bubble name) → entry. */
  entries: ReadonlyMap<string, WorldMapEntry>;
  /** The entity column as the filters name it. */
  column: string;
  hooks: ChartHooks;
  /** The country codes (dataset spelling) this chart's cross-filter selects. */
  selected: ReadonlySet<unknown>;
}

/**
 * Click a country or its bubble: cross-filter the entity column on that country's code as the dataset
 * spells it; click the selected country again to clear. Right-click: drill to detail on that code.
 * Countries without data do nothing.
 */
export function worldMapEventHandlers({
  entries,
  column,
  hooks,
  selected,
}: InteractionContext): EChartEventHandlers {
  const entryOf = (params: EChartEventParams) =>
    typeof params.name === 'string' ? entries.get(params.name) : undefined;
  return {
    click: (params) => {
      const entry = entryOf(params);
      if (!entry || !hooks.setDataMask) return;
      hooks.setDataMask(valueCrossFilter(column, entry.code, selected.has(entry.code)));
    },
    contextmenu: (params) => {
      const entry = entryOf(params);
      const event = params.event?.event;
      if (!entry || !event) return;
      event.preventDefault();
      hooks.onContextMenu?.({
        clientX: event.clientX,
        clientY: event.clientY,
        filters: [{ col: column, op: '==', val: entry.code, formattedVal: entry.code }],
      });
    },
  };
}
