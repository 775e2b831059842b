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
    /**
     * Where Vite put each file under a hashed name, by its source path: the Worker reads it to
     * find a board's drawing and layout among the static assets (workers/board/art.ts), so that
     * the MAP mail command draws the same board as the page without the drawings in its bundle.
     */
    manifest: 'board-files.json',
    rollupOptions: {
      output: {
        /**
         * Each board's map files in a chunk of their own, `map-<name>`, fetched when a game on
         * that board is opened (web/src/board/sources.ts). Named here because the rules
         * package also reaches them through static imports the client never calls (the
         * Worker's board registry): without this, every board the judge ships would ride in
         * the main chunk.
         */
        manualChunks: (id: string): string | undefined => {
          const board = /\/shared\/map\/generated\/([a-z0-9_]+)-map\.ts$/.exec(id)?.[1];
          return board === undefined ? undefined : `map-${board}`;
        },
      },
    },
  },
  // The rules package and the maps live beside web/, outside Vite's root.
  server: { fs: { allow: ['..'] } },
  logLevel: 'warn',
};
