import CssBaseline from '@mui/material/CssBaseline';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { configureInterpretedValidation } from '@peil/contract/browser-validation';
import { initI18n } from '../i18n';
import { initialLocale } from '../lib/initial-locale';
import { AppProviders } from './app-providers';
import { createQueryClient } from './query-client';
import { staffRoutes } from './routes';
import { startFirstRequests } from './start-requests';

configureInterpretedValidation();
const locale = initialLocale(location.pathname);
document.documentElement.lang = locale;
const queryClient = createQueryClient();
// Before the router starts loading the page's code, so the requests run alongside it.
startFirstRequests(queryClient, staffRoutes, location.pathname, locale);
const router = createBrowserRouter(staffRoutes);
// Renders once the active language's dictionary is in, so no screen shows raw keys.
const i18n = await initI18n(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders i18n={i18n} queryClient={queryClient}>
      <CssBaseline />
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
