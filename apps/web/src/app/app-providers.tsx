import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as TI18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { ColorSchemeProvider } from '../features/shell/color-scheme';
import { SelectedSurveyProvider } from '../features/shell/selected-survey';
import { SessionProvider } from '../lib/session-context';
import { theme } from './theme';

/** The staff app's providers, in the order the app and its component tests both need. */
export function AppProviders({
  i18n,
  queryClient,
  children,
}: {
  i18n: TI18n;
  queryClient: QueryClient;
  children: ReactNode;
}) {
  return (
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <SelectedSurveyProvider>
              <ColorSchemeProvider>{children}</ColorSchemeProvider>
            </SelectedSurveyProvider>
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  );
}
