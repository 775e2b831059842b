import { useEffect, useState } from 'preact/hooks';
import { href, parseRoute, type Route } from '../route.js';
import { CreateGame } from './CreateGame.js';
import { GameList } from './GameList.js';
import { GamePage } from './GamePage.js';

function useRoute(): Route {
  const [route, setRoute] = useState(() => parseRoute(window.location.hash));
  useEffect(() => {
    const update = () => setRoute(parseRoute(window.location.hash));
    window.addEventListener('hashchange', update);
    return () => window.removeEventListener('hashchange', update);
  }, []);
  return route;
}

export function App() {
  const route = useRoute();
  return (
    <>
      <header class="top">
        <a class="brand" href={href({ page: 'list' })}>
          Cloud Judge
        </a>
        <nav aria-label="Main">
          <a href={href({ page: 'list' })}>Games</a>
          <a href={href({ page: 'new' })}>New game</a>
        </nav>
      </header>
      <main>
        <Page route={route} />
      </main>
    </>
  );
}

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'list':
      return <GameList />;
    case 'new':
      return <CreateGame />;
    case 'game':
      return <GamePage key={route.id} id={route.id} />;
    case 'missing':
      return (
        <p>
          There is no page here. <a href={href({ page: 'list' })}>See the games.</a>
        </p>
      );
  }
}
