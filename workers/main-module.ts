/*
 * Types `exports` from "cloudflare:workers" (and `ctx.exports`) after our main module, as
 * `wrangler types` would. Apart from env.ts, which the modules of index.ts import: a
 * module naming index.ts that is itself imported by it would close a ring.
 */
declare global {
  namespace Cloudflare {
    interface GlobalProps {
      mainModule: typeof import('./index');
      durableNamespaces: 'GameRoom';
    }
  }
}

export {};
