import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { COLOR_SCHEMES, type TColorSchemeName } from '@peil/contract/color-schemes';
import { readStoredColorScheme, storeColorScheme } from '../../lib/color-schemes';

type TColorSchemeContext = {
  colorScheme: TColorSchemeName;
  colors: readonly string[];
  setColorScheme: (name: TColorSchemeName) => void;
};

const ColorSchemeContext = createContext<TColorSchemeContext | null>(null);

/** The chart colour scheme chosen in the top bar, stored as `colorScheme`. */
export function ColorSchemeProvider({ children }: { children: ReactNode }) {
  const [colorScheme, setColorSchemeState] = useState<TColorSchemeName>(() => readStoredColorScheme());
  const value = useMemo<TColorSchemeContext>(
    () => ({
      colorScheme,
      colors: COLOR_SCHEMES[colorScheme],
      setColorScheme: (name) => {
        storeColorScheme(name);
        setColorSchemeState(name);
      },
    }),
    [colorScheme],
  );
  return <ColorSchemeContext.Provider value={value}>{children}</ColorSchemeContext.Provider>;
}

export function useColorScheme(): TColorSchemeContext {
  const context = useContext(ColorSchemeContext);
  if (!context) throw new Error('useColorScheme needs a ColorSchemeProvider');
  return context;
}
