import { defineConfig, defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (npm start) listens on 8088; the dev server forwards API calls there so the browser
// sees one origin and the session cookie works unchanged. SIGHTLINE_API_URL points it elsewhere.
const apiServer = process.env.SIGHTLINE_API_URL ?? 'http://localhost:8088';

export default defineConfig({
  plugins: [react()],
  resolve: {
    // `source` makes @sightline/core and @sightline/charts resolve to their TypeScript sources.
    conditions: ['source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      // @sightline/core's modules only declare things, so the ones the app does not use (its zod
      // schemas, for the server) can be left out of the bundle.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/packages/core/src/') },
    },
  },
  server: {
    proxy: {
      '/api': apiServer,
      '/superset': apiServer,
      '/health': apiServer,
    },
  },
});
