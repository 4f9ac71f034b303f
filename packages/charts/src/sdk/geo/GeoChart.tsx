import { echarts } from '../echarts/echartsCore.js';
import EChartsChart, { type EChartsChartProps } from '../echarts/EChartsChart.js';
import { WORLD_MAP, WORLD_MERCATOR_MAP } from './mapNames.js';
import { buildWorldGeometry, projectToMercator } from './worldGeometry.js';

// Registered once, when the first map chart loads this module; never at app start.
const world = buildWorldGeometry();
echarts.registerMap(WORLD_MAP, world as unknown as Parameters<typeof echarts.registerMap>[1]);
echarts.registerMap(
  WORLD_MERCATOR_MAP,
  projectToMercator(world) as unknown as Parameters<typeof echarts.registerMap>[1],
);

/** The component of map plugins: the shared ECharts chart, with the world maps registered. */
export default function GeoChart(props: EChartsChartProps) {
  return <EChartsChart {...props} />;
}
