/**
 * The pages of the client, kept in the address's hash so that a static host serves every
 * page from one index.html and links to a game can be shared.
 */
export type Route =
  | { readonly page: 'list' }
  | { readonly page: 'new' }
  | { readonly page: 'game'; readonly id: string }
  | { readonly page: 'missing'; readonly hash: string };

export function parseRoute(hash: string): Route {
  const path = hash.replace(/^#/, '').replace(/\/+$/, '');
  if (path === '' || path === '/' || path === '/games') return { page: 'list' };
  if (path === '/new') return { page: 'new' };
  const game = /^\/games\/([A-Za-z0-9_-]{1,80})$/.exec(path);
  if (game) return { page: 'game', id: game[1]! };
  return { page: 'missing', hash };
}

export function href(route: Route): string {
  switch (route.page) {
    case 'list':
      return '#/';
    case 'new':
      return '#/new';
    case 'game':
      return `#/games/${route.id}`;
    case 'missing':
      return route.hash;
  }
}
