import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './build/precompress.ts';
import { routeSizes } from './build/route-sizes.ts';
import { chunkGroups } from './build/chunk-groups.ts';
import { featureEntries } from './build/feature-entries.ts';
import { sharedImports } from './build/shared-imports.ts';
import { firstFile } from './build/first-file.ts';
import { showcase } from './build/showcase.ts';
import { offlineCaches } from './src/lib/offline-caches.ts';

// --cream-100 in src/styles/tokens.css, the page's own background (also index.html's theme-color).
const cream = '#fbf6ee';

export default defineConfig({
  plugins: [
    react(),
    // Feature indexes are re-exports only: an import through one loads what it names, nothing more.
    featureEntries(),
    // Imports from the shared package's index become imports from the modules that define the names.
    sharedImports(),
    // The login page's example answers and story page, written by the offline engines.
    showcase(),
    // The page's first file, loaded ahead of the app (decision 0032).
    firstFile(),
    // Initial JS per route, gzip, held to its budget (decision 0018): in CI, the build fails when a route is over.
    routeSizes(),
    // dist/**/*.br and *.gz next to each text file, for the server to send as they are.
    precompress(),
    // docs/decisions/0017-pwa-offline.md: what is cached, and why it goes with the session.
    VitePWA({
      registerType: 'autoUpdate',
      // A file of its own (/registerSW.js): no inline script under the CSP, nothing added to the app's JS.
      injectRegister: 'script-defer',
      // The shell (JS, CSS, index.html) and the manifest's icons are precached by default; these too.
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'Pourquoi',
        short_name: 'Pourquoi',
        description:
          'Les réponses aux « pourquoi ? » de vos enfants, à leur niveau, et des histoires du soir dont ils sont les héros.',
        lang: 'fr',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: cream,
        background_color: cream,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // A new version takes over at once (autoUpdate): open pages keep their code, the next load gets the new one.
        skipWaiting: true,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        navigateFallback: '/index.html',
        // The API and the metrics are the server's: a page address never hides them.
        navigateFallbackDenylist: [/^\/api\//, /^\/metrics/],
        runtimeCaching: [
          {
            // What the reader needs: the children, the story lists and each story opened.
            // The network first (fresh stars, new stories); the copy only when it does not answer.
            urlPattern: /\/api\/(children|stories(\/[^/?]+)?)(\?.*)?$/,
            handler: 'NetworkFirst',
            options: {
              cacheName: offlineCaches.api,
              networkTimeoutSeconds: 5,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 200 },
            },
          },
          {
            // A picture's address carries its version and key: it never changes, so the copy is enough.
            urlPattern: /\/api\/stories\/[^/?]+\/pictures\/\d+\.png\?/,
            handler: 'CacheFirst',
            options: {
              cacheName: offlineCaches.pictures,
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 1000, purgeOnQuotaError: true },
            },
          },
        ],
      },
    }),
  ],
  // `@/…` is src/ (tsconfig.json "paths"): shared code is imported by name, never by ../../..
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: {
      '/api': 'http://localhost:8001',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // A zod schema is built by calls the bundler cannot prove pure: without this, every schema
      // of a shared module the app imports one constant from is built at load, used or not.
      treeshake: { manualPureFunctions: ['z'] },
      output: { codeSplitting: chunkGroups() },
    },
  },
});
