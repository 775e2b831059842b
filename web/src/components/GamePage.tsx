import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { PhaseOutcome } from '../../../shared/adjudicate/types.js';
import { adjustmentsOf } from '../../../shared/game/duty.js';
import type { UnitKind } from '../../../shared/map/types.js';
import type { GameView } from '../api.js';
import { FOG_NOTE } from '../../../shared/draw/fog.js';
import { orderShapes, resultPosition, type DrawnOrder } from '../../../shared/draw/shapes.js';
import { chainShapes } from '../../../shared/draw/chains.js';
import { buildKinds, recordScars } from '../global/bombs.js';
import { useBoard, type Board as GameBoard } from '../board/boards.js';
import { isCrystalGame, listFor, listsOf, listText, openPhase, pipePhases, toneOf } from '../game/crystal.js';
import { useLiveGame } from '../game/live.js';
import { useGamePages, type GamePages } from '../game/pages.js';
import { endingText } from '../game/ending.js';
import { phaseNotice, phasesSeenKey, sinceLastVisit, type Notice } from '../game/notice.js';
import { CalendarOf, gameStateTitle, phaseTitle, phaseType } from '../game/phase.js';
import { loadSeen, newestPress, pageTitle, pressCountKey, pressSeenKey, saveSeen, unreadSince, type Seen } from '../game/unread.js';
import { click, IDLE, modesFor, prompt, type ClickContext, type MoveMode, type Pick } from '../orders/clicking.js';
import { checkDraft, withLine, type DraftContext } from '../orders/draft.js';
import { forgetDraft, keepDraft, loadDraft } from '../orders/kept.js';
import { checkList } from '../orders/list.js';
import { priceTags } from '../payola/ledger.js';
import { checkSheet } from '../payola/sheet.js';
import { choosableFor, targetsFor } from '../orders/targets.js';
import { Colours, powerLabel } from '../powers.js';
import { href } from '../route.js';
import { forgetCredential, loadCredential, saveCredential, type Credential } from '../secrets.js';
import { Board } from './Board.js';
import { BoardTools } from './BoardTools.js';
import { CentreChart } from './CentreChart.js';
import { CrystalOrders } from './CrystalOrders.js';
import { Countdown } from './Countdown.js';
import { HistoryPanel } from './HistoryPanel.js';
import { JoinPanel } from './JoinPanel.js';
import { LateNotice } from './LateNotice.js';
import { MasterConsole } from './MasterConsole.js';
import { OrdersPanel } from './OrdersPanel.js';
import { orderablePowers, orderingPower } from '../game/control.js';
import { PayolaPanel } from './PayolaPanel.js';
import { ExchangePanel } from './ExchangePanel.js';
import { CardTable } from '../card/CardTable.js';
import { PressPanel } from './PressPanel.js';
import { SeatsPanel } from './SeatsPanel.js';

const TABS = ['orders', 'players', 'press', 'history', 'centres', 'master'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABEL: Record<Tab, string> = { orders: 'Orders', players: 'Players', press: 'Press', history: 'History', centres: 'Centres', master: 'Master' };

const revealKey = (id: string) => `cloud-judge:reveal:${id}`;

/** One game: the board with its history, and the panels to play it. */
export function GamePage({ id }: { id: string }) {
  const [credential, setCredential] = useState<Credential | null>(() => loadCredential(window.localStorage, id));
  const [revealed, setRevealed] = useState<string | null>(() => window.sessionStorage.getItem(revealKey(id)));
  // The history and the press come a page at a time beside the view; pushes of a new phase or message go to them.
  const pushed = useRef<GamePages['pushed'] | null>(null);
  const live = useLiveGame(id, credential?.secret ?? null, (message) => pushed.current?.(message));
  const game = live.game;
  const pages = useGamePages(id, credential?.secret ?? null, game);
  pushed.current = pages.pushed;

  const remember = (c: Credential, showOnce: boolean) => {
    saveCredential(window.localStorage, id, c);
    setCredential(c);
    if (showOnce) {
      window.sessionStorage.setItem(revealKey(id), c.secret);
      setRevealed(c.secret);
    }
  };
  const forget = () => {
    forgetCredential(window.localStorage, id);
    setCredential(null);
  };

  if (game === null) {
    if (live.error === null) return <p>Loading the game…</p>;
    return (
      <section>
        <h1>This game cannot be shown</h1>
        <p role="alert" class="error">{live.error.message}</p>
        {credential && live.error.status === 401 && (
          <button type="button" onClick={forget}>
            Forget the secret kept for this game
          </button>
        )}
        <p>
          <a href={href({ page: 'list' })}>Back to the games</a>
        </p>
      </section>
    );
  }
  return (
    <BoardedScreen
      game={game}
      pages={pages}
      credential={credential}
      connected={live.connected}
      accept={live.accept}
      remember={remember}
      forget={forget}
      revealed={revealed}
      dismissReveal={() => {
        window.sessionStorage.removeItem(revealKey(id));
        setRevealed(null);
      }}
    />
  );
}

/** The game's board, loaded the first time a game on it is opened, then the game on it. */
function BoardedScreen(props: Omit<ScreenProps, 'board'>) {
  const load = useBoard(props.game.map);
  if (load === null) return <p>Loading the board…</p>;
  if (!load.ok) {
    return (
      <section>
        <h1>{props.game.name}</h1>
        <p role="alert" class="error">
          {load.message}
        </p>
      </section>
    );
  }
  return (
    <Colours.Provider value={load.board.colourOf}>
      <CalendarOf.Provider value={load.board.map}>
        <GameScreen {...props} board={load.board} />
      </CalendarOf.Provider>
    </Colours.Provider>
  );
}

interface ScreenProps {
  readonly game: GameView;
  readonly pages: GamePages;
  readonly credential: Credential | null;
  readonly connected: boolean;
  readonly accept: (g: GameView) => void;
  readonly remember: (c: Credential, showOnce: boolean) => void;
  readonly forget: () => void;
  readonly revealed: string | null;
  readonly dismissReveal: () => void;
  readonly board: GameBoard;
}

function GameScreen({ game, pages, credential, connected, accept, remember, forget, revealed, dismissReveal, board }: ScreenProps) {
  const { map, layout } = board;
  const type = phaseType(game.phase);
  const isMaster = game.viewer.kind === 'master';
  // The powers the viewer orders for (the master: all; a player: his own and the dummies he controls).
  const powers = orderablePowers(game);
  const [masterPower, setMasterPower] = useState<string | null>(null);
  const power = orderingPower(game, masterPower);
  const seat = game.seats.find((s) => s.power === power);
  // Crystal Ball: movement orders are lists for the open phase of the pipe; the board's
  // retreats and adjustments are ordered as in a standard game.
  const crystal = isCrystalGame(game);
  const steps = pipePhases(game);
  const open = openPhase(steps);
  const listMode = crystal && type === 'M';
  const canList = crystal && power !== null && game.status === 'active' && open !== null && seat !== undefined && seat.status !== 'eliminated';
  const owes = power !== null && game.status === 'active' && (seat?.owes ?? false);
  // Payola: a movement phase is bribed with an offer sheet (any power in the game may write
  // one, units or not); retreats and adjustments are ordered as in a standard game.
  const payola = game.variant === 'payola';
  const sheetMode = payola && type === 'M';
  const canSheet = sheetMode && power !== null && game.status === 'active' && seat !== undefined && seat.status !== 'eliminated';
  const canOrder = listMode ? canList : sheetMode ? canSheet : owes;

  const [tab, setTab] = useState<Tab>(canOrder ? 'orders' : 'players');
  // The past phase shown on the board, for the phase it was chosen in: a new phase shows
  // the board now at once (an effect would first paint the old record over the new board).
  const [shownAt, setShownAt] = useState<{ readonly index: number | null; readonly phase: string }>({ index: null, phase: game.phase });
  const shown = shownAt.phase === game.phase ? shownAt.index : null;
  const setShown = (index: number | null) => setShownAt({ index, phase: game.phase });
  const [draft, setDraft] = useState('');
  const [listDraft, setListDraft] = useState('');
  const [pick, setPick] = useState<Pick>(IDLE);
  const [mode, setMode] = useState<MoveMode>('move');
  const [build, setBuild] = useState<UnitKind>('A');
  const [note, setNote] = useState<string | null>(null);
  const [preview, setPreview] = useState<PhaseOutcome | null>(null);
  // A phone starts zoomed in: a pixel a board unit, so that every unit is a finger's width.
  const [zoomed, setZoomed] = useState(() => window.matchMedia?.('(max-width: 600px)').matches ?? false);

  // Every open page says when a phase is processed; the board is already at the new phase.
  // A page opened later says what was processed since this browser last showed the game.
  const [notice, setNotice] = useState<Notice | null>(() => sinceLastVisit(loadSeen(window.localStorage, phasesSeenKey(game.id)), game, map));
  const previous = useRef(game);
  useEffect(() => {
    const news = phaseNotice(previous.current, game, map);
    previous.current = game;
    if (news !== null) setNotice(news);
  }, [game]);
  useEffect(() => saveSeen(window.localStorage, phasesSeenKey(game.id), game.phases), [game.id, game.phases]);

  // Unread press: counted until the press tab is open, remembered across reloads.
  // The count comes from the view's, not from the messages loaded (only the newest page is).
  const seenKey = pressSeenKey(game.id, game.viewer);
  const countKey = pressCountKey(game.id, game.viewer);
  const loadSeenNow = (): Seen => ({ id: loadSeen(window.localStorage, seenKey), count: loadSeen(window.localStorage, countKey) });
  const [seen, setSeen] = useState(() => ({ key: seenKey, ...loadSeenNow() }));
  const seenNow: Seen = seen.key === seenKey ? seen : loadSeenNow();
  const newest = game.press.newest ?? newestPress(pages.press);
  const count = game.press.count;
  useEffect(() => {
    if (tab !== 'press' || newest === null || (newest === seenNow.id && count === seenNow.count)) return;
    saveSeen(window.localStorage, seenKey, newest);
    saveSeen(window.localStorage, countKey, count);
    setSeen({ key: seenKey, id: newest, count });
  }, [tab, newest, count, seenKey]);
  const unread = tab === 'press' ? 0 : unreadSince(count, seenNow, pages.press, game.viewer);
  useEffect(() => {
    document.title = pageTitle(game.name, unread);
  }, [game.name, unread]);
  useEffect(() => () => void (document.title = 'Cloud Judge'), []);

  // A new phase, or another power for the master: start from the draft kept in this
  // browser (not sent yet when the page was left), else from the orders the judge holds.
  useEffect(() => {
    const kept = power === null ? null : loadDraft(window.localStorage, game.id, power, game.phase);
    const held = power === null ? [] : ((sheetMode ? game.payola?.offers[power] : undefined) ?? game.orders[power] ?? []);
    setDraft(kept ?? held.join('\n'));
    setPick(IDLE);
    setPreview(null);
  }, [game.id, game.phase, power]);
  /** The player's own edits are kept in the browser until sent or cleared. */
  const editDraft = (text: string) => {
    setDraft(text);
    if (power !== null) keepDraft(window.localStorage, game.id, power, game.phase, text);
  };
  const dropDraft = () => {
    if (power !== null) forgetDraft(window.localStorage, game.id, power, game.phase);
  };

  // A newly open phase, or another power: start from the list the judge holds for it.
  useEffect(() => {
    setListDraft(power === null || open === null ? '' : listText(listFor(listsOf(game), open, power)));
  }, [game.id, open, power]);

  // Card: the board as the turn played live has left it so far; clicks order on it.
  const cardPosition = game.card?.playing ? { ...game.position, units: game.card.units.map(({ power: p, kind, at }) => ({ power: p, kind, at })) } : game.position;
  const [cardClick, setCardClick] = useState<string | undefined>(undefined);
  const draftCtx: DraftContext | null = power === null ? null : { map, position: cardPosition, phaseType: type, rules: game.rules, power, ...(game.global ? { global: game.global } : {}) };
  const checked = useMemo(() => (draftCtx && owes && !listMode && !sheetMode ? checkDraft(draftCtx, draft) : null), [draft, game.revision, power, owes, listMode, sheetMode]);
  const sheetChecked = useMemo(
    () => (canSheet && power !== null ? checkSheet({ map, power, rules: game.rules, position: game.position, funds: game.payola?.funds[power] ?? 0, dummies: dummiesOf(game, map.dummies) }, draft) : null),
    [draft, game.revision, power, canSheet],
  );
  const listChecked = useMemo(
    () => (canList && power !== null ? checkList({ map, power, rules: game.rules, position: game.position, ...(game.edition ? { edition: game.edition } : {}) }, listDraft) : null),
    [listDraft, game.revision, power, canList],
  );
  // Orders are clicked on the drawing: a board without one takes them typed.
  const clickCtx: ClickContext | null = draftCtx && canOrder && layout !== null ? { ...draftCtx, mode, build, ...(game.global ? { destroyed: game.global.destroyed } : {}) } : null;
  const targets = useMemo(() => (clickCtx ? targetsFor(pick, clickCtx) : []), [pick, mode, build, game.revision, power, canOrder]);

  const onPick = (at: string) => {
    if (!clickCtx) return;
    const out = click(pick, at, clickCtx);
    setPick(out.pick);
    setNote(out.note);
    if (out.order === null) return;
    // Card: a click makes the one order of the player's decision, offered to the table's order line.
    if (game.card !== undefined) setCardClick(out.order);
    else if (listMode) setListDraft(withLine(map, type, listDraft, out.order));
    // A click orders one of the power's own units: an offer of 0 AgP, added to the sheet (a
    // unit may take several offers); the player writes the money for another power's unit.
    else if (sheetMode) editDraft(`${draft.replace(/\s+$/, '')}${draft.trim() === '' ? '' : '\n'}0 : ${out.order}`);
    else {
      // Bomb mode gives a launch with its carry orders, a line each: each takes the place of its unit's line.
      editDraft(out.order.split('\n').reduce((text, line) => withLine(map, type, text, line), draft));
      setPreview(null);
    }
  };

  // A past phase not read yet is asked for, and the board shows the phase now until it comes.
  const atNow = shown === null || shown >= game.phases;
  const record = atNow ? null : (pages.records[shown] ?? null);
  useEffect(() => {
    if (!atNow && shown !== null) pages.showPhase(shown);
  }, [shown, atNow, pages.records.length]);
  const boardPhase = record ? record.position.phase : game.phase;
  const drawn: DrawnOrder[] = record
    ? // A Crystal Ball line that did nothing (no unit, revoked, ignored …) is not drawn: it moved nothing.
      record.results.filter((r) => toneOf(r) !== 'dropped').map((r) => ({ power: r.power, text: r.order, result: r.result }))
    : preview
      ? preview.results.map((r) => ({ power: r.power, text: r.order, result: r.result }))
      : listMode
        ? (listChecked && power ? listChecked.lines.flatMap((l) => (l.answer?.accepted ? [{ power, text: l.answer.order }] : [])) : [])
        : sheetMode
          ? // The orders the sheet pays for directly, in the payer's colour, whoever owns the unit.
            (sheetChecked && power ? sheetChecked.lines.flatMap((l) => (l.reading?.kind === 'offer' && l.reading.code === ':' && l.cleared !== true ? l.reading.orders.map((text) => ({ power, text })) : [])) : [])
        : [
            ...Object.entries(game.orders)
              .filter(([p]) => p !== power)
              .flatMap(([p, lines]) => lines.map((text) => ({ power: p, text }))),
            ...(checked && power ? checked.orders.map((o) => ({ power, text: o.text })) : []),
          ];
  // A processed phase is drawn with its dislodged units set aside, beside their attackers.
  // Card: the board as the turn played live has left it so far.
  const boardPosition = record ? resultPosition(map, record.position, phaseType(boardPhase), drawn) : cardPosition;
  const shapes = layout === null ? [] : orderShapes(map, layout, boardPosition, phaseType(boardPhase), drawn);
  // Global: the bombing orders as chains (the draft's own once its entry takes them).
  const chains = layout === null || game.global === undefined ? [] : chainShapes(map, layout, drawn);
  // Global: the scars now, or those a past phase found (its record's).
  const boardGlobal = record ? recordScars(record) : game.global;
  // The units lit for a convoy or a support are the targets just worked out: given, not found again.
  const choosable = useMemo(() => (atNow && clickCtx ? choosableFor(pick, clickCtx, targets) : []), [atNow, targets]);

  const ordersPanel = (inPipe: boolean) =>
    power !== null &&
    credential && (
      <OrdersPanel
        game={game}
        map={map}
        power={power}
        secret={credential.secret}
        canOrder={owes}
        draft={draft}
        setDraft={(d) => { editDraft(d); setPreview(null); }}
        dropDraft={dropDraft}
        checked={checked}
        accept={accept}
        preview={preview}
        setPreview={setPreview}
        isMaster={isMaster}
        powers={powers}
        setMasterPower={setMasterPower}
        inPipe={inPipe}
      />
    );

  const tabs = TABS.filter((t) => (t === 'master' ? isMaster : t === 'orders' ? power !== null : true));

  return (
    <div class="game">
      <header class="game-head">
        <h1>{game.name}</h1>
        <p class="meta">
          <span>{gameStateTitle(game, map)}</span>
          {crystal && open !== null && <span class="lists-open">Lists open for {phaseTitle(open, map)}</span>}
          {power !== null && game.payola?.funds[power] !== undefined && (
            <span class="treasury-head" data-testid="treasury-head" title={`${powerLabel(power)}’s treasury`}>
              {game.payola.funds[power]} AgP
            </span>
          )}
          {game.status === 'active' && (
            <Countdown deadline={game.deadline} paused={game.paused} remaining={game.remaining} grace={game.deadlines.grace} waiting={game.late !== null} />
          )}
          <span class={connected ? 'live on' : 'live'} title={connected ? 'Live: changes appear as they happen' : 'Reconnecting'}>
            {connected ? 'live' : 'offline'}
          </span>
          {credential && (
            <span>
              {credential.role === 'master' ? 'You are the master' : credential.power ? `You play ${powerLabel(credential.power)}` : 'You observe'}
            </span>
          )}
        </p>
        {game.ending && <p class="ending">{endingText(game.ending)}</p>}
        <LateNotice game={game} />
      </header>

      {revealed && (
        <div class="reveal" role="status">
          <p>
            Your secret for this game, shown this once: <code data-testid="secret">{revealed}</code>
          </p>
          <p>
            It is kept in this browser. Copy it to{' '}
            {credential?.role === 'master'
              ? 'run the game from elsewhere (or to sign on by mail as its master).'
              : credential?.role === 'observer'
                ? 'watch the game from elsewhere.'
                : 'play from elsewhere (or to give your orders by mail).'}
          </p>
          <button type="button" onClick={dismissReveal}>
            I have kept it
          </button>
        </div>
      )}

      {notice && (
        <div class="notice" role="status" data-testid="phase-notice">
          {notice.kind === 'processed' ? (
            <p>
              {notice.what}:{' '}
              <button type="button" class="link" onClick={() => { setShown(notice.index); setTab('history'); }}>
                see the results
              </button>
              . {notice.next}
            </p>
          ) : (
            <p>{notice.text}</p>
          )}
          <button type="button" class="link" aria-label="Dismiss the notice" onClick={() => setNotice(null)}>
            ×
          </button>
        </div>
      )}

      {!credential && <JoinPanel game={game} remember={remember} />}

      <div class="layout">
        <section class="board-side" aria-label="Board">
          {layout === null ? (
            <p class="note undrawn" role="status">
              {board.undrawn}
            </p>
          ) : (
            <>
            {atNow && game.sight !== undefined && (
              <p class="note fog-note" role="note">
                {FOG_NOTE}
              </p>
            )}
            <Board
              map={map}
              layout={layout}
              position={boardPosition}
              shapes={shapes}
              label={`Board, ${phaseTitle(boardPhase, map)}${record ? ', with its orders and results' : preview ? ', with the preview' : ''}`}
              selected={atNow && pick.step !== 'idle' ? pick.unit.at : null}
              selectedDislodged={type === 'R'}
              targets={atNow ? targets : []}
              choosable={choosable}
              zoomed={zoomed}
              focus={power === null ? [] : boardPosition.units.filter((u) => u.power === power).map((u) => u.at)}
              tags={record?.payola ? priceTags(record.payola) : []}
              {...(atNow && clickCtx ? { onPick } : {})}
              {...(atNow && game.sight !== undefined ? { sight: game.sight } : {})}
              {...(boardGlobal === undefined ? {} : { global: boardGlobal })}
              chains={chains}
            />
            </>
          )}
          {atNow && clickCtx && (
            <BoardTools
              phaseType={type}
              mode={mode}
              setMode={(m) => { setMode(m); setPick(IDLE); setNote(null); }}
              build={build}
              setBuild={setBuild}
              modes={modesFor(map)}
              kinds={buildKinds(map, game.global, power)}
              canBuild={power !== null && type === 'A' && adjustmentsOf(map, game.position, power, game.rules).builds > 0}
              prompt={note ?? prompt(pick, clickCtx, choosable)}
              cancel={pick.step === 'idle' ? null : () => { setPick(IDLE); setNote(null); }}
            />
          )}
          {/* The phases shown on the board: without a drawing, the history panel alone reads them. */}
          {layout !== null && (
            <div class="slider">
              <button type="button" aria-label="Previous phase" disabled={game.phases === 0 || shown === 0} onClick={() => setShown(Math.max(0, (shown ?? game.phases) - 1))}>
                ‹
              </button>
              <input
                type="range"
                min={0}
                max={game.phases}
                value={shown ?? game.phases}
                aria-label="Phase shown on the board"
                aria-valuetext={atNow ? `Now: ${phaseTitle(game.phase, map)}` : phaseTitle(boardPhase, map)}
                onInput={(e) => setShown(Number(e.currentTarget.value))}
              />
              <button type="button" aria-label="Next phase" disabled={atNow} onClick={() => setShown((shown ?? game.phases) + 1)}>
                ›
              </button>
              <output>{atNow ? `Now: ${phaseTitle(game.phase, map)}` : record === null ? 'Reading that phase…' : `${phaseTitle(boardPhase, map)} (results)`}</output>
              <button type="button" class="zoom" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
                Zoom
              </button>
            </div>
          )}
        </section>

        <section class="panels" aria-label="Game">
          <div class="tabs" role="group" aria-label="Panels">
            {tabs.map((t) => (
              <button key={t} type="button" aria-pressed={t === tab} onClick={() => setTab(t)}>
                {TAB_LABEL[t]}
                {t === 'press' && unread > 0 && (
                  <span class="unread" data-testid="unread-press" aria-label={`, ${unread} unread`}>
                    {unread}
                  </span>
                )}
              </button>
            ))}
          </div>
          {game.card !== undefined && <CardTable game={game} card={game.card} power={power} secret={credential?.secret ?? null} accept={accept} {...(cardClick === undefined ? {} : { clicked: cardClick })} />}
          {tab === 'orders' && power !== null && credential && game.card === undefined && (crystal ? (
            <CrystalOrders
              game={game}
              map={map}
              power={power}
              secret={credential.secret}
              steps={steps}
              canWrite={canList}
              draft={listDraft}
              setDraft={setListDraft}
              checked={listChecked}
              accept={accept}
              isMaster={isMaster}
              powers={powers}
              setMasterPower={setMasterPower}
            >
              {ordersPanel(true)}
            </CrystalOrders>
          ) : payola ? (
            <PayolaPanel
              game={game}
              map={map}
              power={power}
              secret={credential.secret}
              sheetMode={sheetMode}
              canWrite={canSheet}
              draft={draft}
              setDraft={editDraft}
              dropDraft={dropDraft}
              checked={sheetChecked}
              accept={accept}
              isMaster={isMaster}
              powers={powers}
              setMasterPower={setMasterPower}
            >
              {ordersPanel(false)}
            </PayolaPanel>
          ) : (
            ordersPanel(false)
          ))}
          {tab === 'players' && power === null && credential && !isMaster && <ExchangePanel game={game} secret={credential.secret} power={null} isMaster={false} accept={accept} />}
          {tab === 'players' && <SeatsPanel game={game} credential={credential} accept={accept} forget={forget} />}
          {tab === 'press' && <PressPanel game={game} pages={pages} credential={credential} accept={accept} />}
          {tab === 'history' && <HistoryPanel game={game} map={map} pages={pages} show={setShown} shown={shown} />}
          {tab === 'centres' && <CentreChart game={game} />}
          {tab === 'master' && isMaster && credential && <MasterConsole game={game} secret={credential.secret} accept={accept} />}
        </section>
      </div>
    </div>
  );
}

/** The powers whose units are dummies' now: the map's, and the seats the master made dummies (PAY_DUMMIES offers go to them). */
function dummiesOf(game: GameView, mapDummies: readonly string[]): string[] {
  return [...new Set([...mapDummies, ...game.seats.filter((s) => s.status === 'dummy').map((s) => s.power)])];
}
