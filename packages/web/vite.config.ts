import { defineConfig } from 'vite';

// No @vitejs/plugin-react: esbuild's automatic JSX runtime is all this app needs
// (we do without Fast Refresh; a save reloads the page).
export default defineConfig({
  esbuild: { jsx: 'automatic' },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // the manifest lets bench/web-bundle.bench.ts find what /login loads (the entry and its imports)
    manifest: true,
    rollupOptions: {
      // MUI marks its modules 'use client' for server components; irrelevant in a SPA bundle.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    // The Host header stays the dev server's, which the API's same-origin check compares with Origin.
    proxy: { '/api': { target: 'http://localhost:3000' } },
  },
});
