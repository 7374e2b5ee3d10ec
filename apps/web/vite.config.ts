import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstScreenChunks } from './build/first-screen-chunks';
import { precompress } from './build/precompress';

// Three entries: the staff app (index.html), the staff login (login.html) and the respondent app
// (survey.html). The login and the respondent app must stay small: they import React and
// nothing of the staff app's UI kit, router, i18n library or charts.
const chunks = firstScreenChunks([
  resolve(import.meta.dirname, 'src/features/shell/components/app-shell.tsx'),
  resolve(import.meta.dirname, 'src/features/dashboard/pages/dashboard-page.tsx'),
]);

export default defineConfig({
  plugins: [react(), chunks.plugin, precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists each module's chunk and its imports, for `npm run bench -- bundle`.
    manifest: true,
    rollupOptions: {
      input: {
        staff: resolve(import.meta.dirname, 'index.html'),
        login: resolve(import.meta.dirname, 'login.html'),
        respondent: resolve(import.meta.dirname, 'survey.html'),
      },
      output: {
        codeSplitting: { groups: chunks.groups },
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/status': 'http://127.0.0.1:3000' },
  },
});
