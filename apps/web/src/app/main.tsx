import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { ColorSchemeProvider } from '../features/shell/color-scheme';
import { SelectedSurveyProvider } from '../features/shell/selected-survey';
import { initI18n } from '../i18n';
import { SessionProvider } from '../lib/session-context';
import { readStoredLocale } from '../lib/session-storage';
import { createQueryClient } from './query-client';
import { staffRoutes } from './routes';
import { theme } from './theme';

const locale = readStoredLocale();
const i18n = initI18n(locale);
document.documentElement.lang = locale;
const queryClient = createQueryClient();
const router = createBrowserRouter(staffRoutes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={i18n}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <SelectedSurveyProvider>
              <ColorSchemeProvider>
                <RouterProvider router={router} />
              </ColorSchemeProvider>
            </SelectedSurveyProvider>
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </I18nextProvider>
  </StrictMode>,
);
