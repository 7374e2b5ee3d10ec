import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

// Two entries: the staff app (index.html) and the respondent app (survey.html), which must
// stay small: it imports React and nothing of the staff app's UI kit or charts.
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Lists each module's chunk and its imports, for `npm run bench -- bundle`.
    manifest: true,
    rollupOptions: {
      input: {
        staff: resolve(import.meta.dirname, 'index.html'),
        respondent: resolve(import.meta.dirname, 'survey.html'),
      },
    },
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:3000', '/status': 'http://127.0.0.1:3000' },
  },
});
