/** Vite turns `?url` imports into the address of the file it emits. */
declare module '*?url' {
  const url: string;
  export default url;
}

/**
 * Vite's `import.meta.glob`, as the client uses it (web/src/board/sources.ts): the files a
 * pattern matches, each a loader, or with `eager` what it gives at once.
 */
interface ImportMeta {
  glob<T = unknown>(pattern: string, options: { readonly query?: string; readonly import?: string; readonly eager: true }): Record<string, T>;
  glob<T = unknown>(pattern: string, options?: { readonly query?: string; readonly import?: string; readonly eager?: false }): Record<string, () => Promise<T>>;
}
