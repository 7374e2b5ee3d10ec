import {
  COLOR_SCHEMES,
  DEFAULT_COLOR_SCHEME,
  isColorSchemeName,
  type TColorSchemeName,
} from '@peil/contract/color-schemes';

const COLOR_SCHEME_KEY = 'colorScheme';

export function readStoredColorScheme(storage: Storage = localStorage): TColorSchemeName {
  const stored = storage.getItem(COLOR_SCHEME_KEY);
  return isColorSchemeName(stored) ? stored : DEFAULT_COLOR_SCHEME;
}

export function storeColorScheme(name: TColorSchemeName, storage: Storage = localStorage): void {
  storage.setItem(COLOR_SCHEME_KEY, name);
}

/** The colours charts should use now. */
export function currentColorSchemeColors(storage: Storage = localStorage): readonly string[] {
  return COLOR_SCHEMES[readStoredColorScheme(storage)];
}
