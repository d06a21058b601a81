// Builds the renderer (root: renderer/) into dist/renderer at the repo root. Relative base so the
// same files load from file:// in Electron and from the loopback bridge in a browser.
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../dist/renderer', import.meta.url)),
    emptyOutDir: true,
    // No inline scripts or styles: the bridge and Electron serve a strict CSP.
    assetsInlineLimit: 0,
    modulePreload: { polyfill: false },
    sourcemap: false,
    target: 'es2022',
    // The page loads from this computer (the app's asar or the loopback bridge), never over a
    // network: one large bundle costs nothing, and the warning about it was noise at every start.
    chunkSizeWarningLimit: 4096,
  },
});
