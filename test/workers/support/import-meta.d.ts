// Vite turns `import.meta.glob` into imports when it transforms a test file; the mail tests
// load their raw RFC 822 fixtures that way (support/mail.ts).
interface ImportMeta {
  glob<T = unknown>(pattern: string, options: { query: string; import: string; eager: true }): Record<string, T>;
}
