import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { readStoredLocale } from '../lib/session-storage';
import { LoginPage } from './login-page';
import { loadLoginTexts } from './login-texts';
import { prefetchStaffApp, whenIdleAfterLoad } from './prefetch-staff-app';
import './login.css';

const locale = readStoredLocale();
document.documentElement.lang = locale;
// Renders once the active language's texts are in, so the page never shows raw keys.
const texts = await loadLoginTexts(locale);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <LoginPage initialTexts={texts} />
  </StrictMode>,
);
whenIdleAfterLoad(() => prefetchStaffApp());
