import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
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
  },
});
