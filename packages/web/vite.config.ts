import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { defineConfig, defaultClientConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Writes `.br` and `.gz` beside every built script, style and SVG once, at build time, so the server
 * sends compressed assets (about a third of the bytes) without compressing on each request.
 */
function precompressAssets(): Plugin {
  let outDir = 'dist';
  return {
    name: 'sightline-precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const assets = join(outDir, 'assets');
      for (const name of readdirSync(assets)) {
        if (!/\.(js|css|svg)$/.test(name)) continue;
        const body = readFileSync(join(assets, name));
        if (body.length < 1024) continue;
        writeFileSync(join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
        writeFileSync(
          join(assets, `${name}.br`),
          brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

// The API server (npm start) listens on 8088; the dev server forwards API calls there so the browser
// sees one origin and the session cookie works unchanged. SIGHTLINE_API_URL points it elsewhere.
const apiServer = process.env.SIGHTLINE_API_URL ?? 'http://localhost:8088';

export default defineConfig({
  plugins: [react(), precompressAssets()],
  resolve: {
    // `@sightline/source` makes @sightline/core and @sightline/charts resolve to their TypeScript sources.
    conditions: ['@sightline/source', ...defaultClientConditions],
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // .vite/manifest.json: the server lists a page's chunks in its HTML (server routePreloads.ts).
    manifest: true,
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
      '/dynamic-plugins/api': apiServer,
    },
  },
});
