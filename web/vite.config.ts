/**
 * The static client's build: Vite (run with web/ as its working directory by
 * scripts/build-web.mjs), JSX for Preact through Vite's own Oxc transform, so no Babel
 * preset is needed. A plain object rather than `defineConfig`, so that Vite's Node types do
 * not leak into the browser's type check.
 */
export default {
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // The board is fetched as a file of its own: inlined it would weigh on the JS budget.
    assetsInlineLimit: 0,
    reportCompressedSize: false,
  },
  // The rules package and the maps live beside web/, outside Vite's root.
  server: { fs: { allow: ['..'] } },
  logLevel: 'warn',
};
