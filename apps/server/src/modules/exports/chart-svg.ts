import * as echarts from 'echarts';

/** An ECharts option rendered on the server to an SVG string (no DOM, no canvas). */
export function renderChartSvg(option: Record<string, unknown>, width: number, height: number): string {
  const chart = echarts.init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}
