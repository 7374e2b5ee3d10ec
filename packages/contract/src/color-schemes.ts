/**
 * The chart colour schemes (8 colours each), shared by the dashboard and the PDF reports; the
 * default carries the product's name. Plain values only, so the web bundles import no zod.
 */
export const COLOR_SCHEMES = {
  Peil: ['#3b699c', '#4f81bd', '#9bbb59', '#f79646', '#8064a2', '#4bacc6', '#c0504d', '#7f7f7f'],
  chique: ['#2e2e38', '#5b4a6b', '#8c6d8f', '#b59aa8', '#d8c3a5', '#a88f6a', '#6d5c45', '#3f3a36'],
  cool: ['#03396c', '#005b96', '#6497b1', '#b3cde0', '#2a9d8f', '#48cae4', '#264653', '#90e0ef'],
  earthy: ['#6b4226', '#a0522d', '#c68642', '#8f9779', '#556b2f', '#d2b48c', '#8b7355', '#4a5d23'],
  divergent: ['#d7191c', '#fdae61', '#ffffbf', '#abd9e9', '#2c7bb6', '#7b3294', '#c2a5cf', '#008837'],
  warm: ['#7f0000', '#b30000', '#d7301f', '#ef6548', '#fc8d59', '#fdbb84', '#e6550d', '#a63603'],
  clear: ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#17becf'],
} as const satisfies Record<string, readonly string[]>;

export type TColorSchemeName = keyof typeof COLOR_SCHEMES;
export const COLOR_SCHEME_NAMES = Object.keys(COLOR_SCHEMES) as TColorSchemeName[];
export const DEFAULT_COLOR_SCHEME: TColorSchemeName = 'Peil';

export function isColorSchemeName(value: string | null | undefined): value is TColorSchemeName {
  return (COLOR_SCHEME_NAMES as readonly string[]).includes(value ?? '');
}

/** The eight colours of a scheme given by name (any case) or as a list; unknown names give the default. */
export function resolveColorScheme(scheme: readonly string[] | string | null | undefined): readonly string[] {
  if (typeof scheme === 'object' && scheme !== null && scheme.length > 0) return scheme;
  if (typeof scheme === 'string') {
    const name = COLOR_SCHEME_NAMES.find((candidate) => candidate.toLowerCase() === scheme.toLowerCase());
    if (name) return COLOR_SCHEMES[name];
  }
  return COLOR_SCHEMES[DEFAULT_COLOR_SCHEME];
}
