import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/** Where the dev server proxies API calls; set API_URL to run against another port. */
const apiUrl = process.env.API_URL ?? 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': path.resolve(import.meta.dirname, 'src') } },
  server: {
    port: 5173,
    proxy: { '/api': apiUrl, '/v1/api': apiUrl, '/uploads': apiUrl },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 1500 },
});
