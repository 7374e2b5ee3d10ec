import { echartsLibrary, resvgLibrary } from './on-first-use.js';
import { FONT_FAMILY, FONT_FILES } from './fonts.js';

/** An ECharts option rendered on the server to an SVG string (no DOM, no canvas). */
export function renderChartSvg(option: Record<string, unknown>, width: number, height: number): string {
  const chart = echartsLibrary().init(null, null, { renderer: 'svg', ssr: true, width, height });
  try {
    chart.setOption(option);
    return chart.renderToSVGString();
  } finally {
    chart.dispose();
  }
}

/**
 * The same chart as a PNG, for e-mail clients that show no SVG. Rendered at `scale` times the
 * size so it stays sharp on high-density screens; text uses the bundled font, never the host's.
 */
export function renderChartPng(option: Record<string, unknown>, width: number, height: number, scale = 2): Buffer {
  const svg = renderChartSvg(option, width, height);
  const { Resvg } = resvgLibrary();
  const image = new Resvg(svg, {
    fitTo: { mode: 'width', value: width * scale },
    font: { fontFiles: [FONT_FILES.regular, FONT_FILES.bold], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
    background: '#ffffff',
  });
  return image.render().asPng();
}
