import { useEffect, useState } from 'preact/hooks';
import { DEFAULT_MAX_OBSERVERS, MAX_OBSERVERS_LIMIT } from '../../../shared/game/observers.js';
import { builtRules } from '../../../shared/rules/built.js';
import { rulesSent } from '../game/create-rules.js';
import { resolveRules, RULES, type RuleEntry, type RuleName } from '../../../shared/rules/index.js';
import { EDITIONS, type Edition } from '../../../shared/variants/crystal-ball/lists.js';
import { api, type MapEntry } from '../api.js';
import { mapChoices } from '../game/maps.js';
import { GLOBAL_BOARD, GLOBAL_SETUPS, mapForVariant } from '../game/global-setup.js';
import { href } from '../route.js';
import { saveCredential } from '../secrets.js';
import { MapChoice } from './MapChoice.js';

/** The press rules, chosen as one: none of them is full press. */
const PRESS: readonly (RuleName | null)[] = [null, 'PUBLIC_PRESS', 'NO_PRESS'];

const VARIANTS = [
  ['standard', 'Standard'],
  ['crystal_ball', 'Crystal Ball'],
  ['payola', 'Payola'],
  ['solitaire', 'Solitaire'],
  ['card', 'Card Diplomacy'],
  ['global', 'Global Diplomacy'],
] as const;
type Variant = (typeof VARIANTS)[number][0];

const EDITION_LABEL: Readonly<Record<Edition, string>> = {
  revised: 'Revised rules, with proxies (the default)',
  original: 'Original rules, with standing retreat and build lists',
};

/**
 * The other rules a game of this variant may ask for: those the judge has built for it, in
 * the catalogue's order, less those the variant brings in by itself (Crystal Ball's
 * FICTIONAL_OK and PROXY_OK).
 */
function optionsFor(variant: Variant): readonly RuleEntry[] {
  const built = builtRules(variant);
  const given = resolveRules([], variant, built);
  const included = new Set<string>(given.ok ? given.value : []);
  return RULES.filter((r) => built.has(r.name) && r.family !== 'press' && !included.has(r.name) && (r.variants === 'all' || r.variants.includes(variant)));
}

const CIVIL_DISORDER: RuleName = 'CIVIL_DISORDER';

const DEADLINES = [
  ['movement', 'Movement', 24],
  ['retreats', 'Retreats', 12],
  ['adjustments', 'Adjustments', 12],
  ['grace', 'Grace after the deadline', 0],
] as const;
type DeadlineKey = (typeof DEADLINES)[number][0];

/** Creating a game: name, variant, rules with their summaries, deadlines, press. */
export function CreateGame() {
  const [name, setName] = useState('');
  // The judge's maps; until they come (or when it lists none), the standard board.
  const [maps, setMaps] = useState<readonly MapEntry[]>(() => mapChoices(null));
  const [mapName, setMapName] = useState('standard');
  useEffect(() => {
    let live = true;
    void api.maps().then((answer) => live && setMaps(mapChoices(answer)));
    return () => {
      live = false;
    };
  }, []);
  const board = maps.find((m) => m.name === mapName) ?? maps[0]!;
  const [variant, setVariant] = useState<Variant>('standard');
  const [edition, setEdition] = useState<Edition>('revised');
  const [directives, setDirectives] = useState('');
  const [press, setPress] = useState<RuleName | null>(null);
  // Civil disorder is on unless the master turns it off: a game made from the defaults
  // never stalls on one late player.
  const [rules, setRules] = useState<ReadonlySet<RuleName>>(new Set<RuleName>([CIVIL_DISORDER]));
  const [hours, setHours] = useState<Record<DeadlineKey, string>>({ movement: '24', retreats: '12', adjustments: '12', grace: '0' });
  const [victory, setVictory] = useState('');
  const [observers, setObservers] = useState('');
  const [listed, setListed] = useState(true);
  const [privacy, setPrivacy] = useState('');
  const [showNames, setShowNames] = useState(false);
  // EAVESDROP! : the master's copies of private press, told to the players (plain EAVESDROP is his secret).
  const [announceEavesdrop, setAnnounceEavesdrop] = useState(false);
  // Global (III): the game may end at the end of the first year a power is eliminated.
  const [firstElimination, setFirstElimination] = useState(false);
  // Global (XIV.2): the setup for fewer players; null, six.
  const [setup, setSetup] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const toggle = (rule: RuleName, on: boolean) => {
    const next = new Set(rules);
    if (on) next.add(rule);
    else next.delete(rule);
    setRules(next);
  };

  // The catalogue's own check, so a clash of rules is told before the game is asked for.
  const options = optionsFor(variant);
  const asked = [...rules].filter((r) => options.some((o) => o.name === r)).concat(press === null ? [] : [press]);
  const resolved = resolveRules(asked, variant, builtRules(variant));
  const clash = resolved.ok ? null : resolved.error.message;

  const submit = async (e: Event) => {
    e.preventDefault();
    const minutes = (key: DeadlineKey) => Math.round(Number(hours[key]) * 60);
    const bad = DEADLINES.find(([key]) => !Number.isFinite(minutes(key)) || minutes(key) < 0);
    if (bad) return setError(`${bad[1]}: give a number of hours, 0 or more.`);
    setBusy(true);
    setError(null);
    const answer = await api.createGame({
      name: name.trim(),
      variant,
      map: variant === 'global' ? GLOBAL_BOARD : board.name,
      ...(variant === 'crystal_ball' ? { edition } : {}),
      ...(variant === 'payola' && directiveLines(directives).length > 0 ? { directives: directiveLines(directives) } : {}),
      ...(variant === 'global' && firstElimination ? { firstElimination: true } : {}),
      ...(variant === 'global' && setup !== null ? { setup } : {}),
      rules: rulesSent(asked, announceEavesdrop),
      deadlines: { movement: minutes('movement'), retreats: minutes('retreats'), adjustments: minutes('adjustments'), grace: minutes('grace') },
      listed,
      showNames,
      ...(privacy === '' ? {} : { privacyPassword: privacy }),
      ...(victory.trim() === '' ? {} : { victory: Number(victory) }),
      ...(observers.trim() === '' ? {} : { maxObservers: Number(observers) }),
    });
    setBusy(false);
    if (!answer.ok) return setError(answer.error.message);
    saveCredential(window.localStorage, answer.value.id, { secret: answer.value.masterSecret, role: 'master', power: null, name: answer.value.game.name, savedAt: Date.now() });
    window.sessionStorage.setItem(`cloud-judge:reveal:${answer.value.id}`, answer.value.masterSecret);
    window.location.hash = href({ page: 'game', id: answer.value.id });
  };

  return (
    <form class="create" onSubmit={submit} aria-labelledby="create-title">
      <h1 id="create-title">A new game</h1>
      <p>You will be its master: the secret that lets you run it is kept in this browser.</p>
      <label>
        Name
        <input name="name" required maxLength={80} value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      {/* A Global game's board is its setup, chosen below; any other game is not played on one. */}
      {variant !== 'global' && <MapChoice maps={maps.filter((m) => m.name !== GLOBAL_BOARD)} chosen={board.name} choose={setMapName} />}
      <label>
        Variant
        <select
          name="variant"
          value={variant}
          onChange={(e) => {
            const chosen = e.currentTarget.value as Variant;
            setVariant(chosen);
            setMapName(mapForVariant(chosen, board.name));
            // A Solitaire game is unlisted unless the master lists it (the DPjudge's are private).
            setListed(chosen !== 'solitaire');
          }}
        >
          {VARIANTS.map(([v, label]) => (
            <option key={v} value={v}>
              {label}
            </option>
          ))}
        </select>
      </label>
      {variant === 'crystal_ball' && (
        <fieldset>
          <legend>Crystal Ball rules</legend>
          <p class="note">Movement orders are written as lists for a phase whose board nobody has seen yet: two movement phases are always in the pipe.</p>
          {EDITIONS.map((e) => (
            <label key={e} class="choice">
              <input type="radio" name="edition" value={e} checked={edition === e} onChange={() => setEdition(e)} />
              <span>{EDITION_LABEL[e]}</span>
            </label>
          ))}
        </fieldset>
      )}
      {variant === 'payola' && (
        <p class="note" data-testid="payola-about">
          Payola: players bribe units instead of ordering them. Each power has a treasury in silver pieces (AgP), writes an
          offer sheet each movement phase, and every unit, anybody’s, gives the order it is paid most for. The Payola rules
          this judge plays are listed under Rules below.
        </p>
      )}
      {variant === 'solitaire' && (
        <p class="note" data-testid="solitaire-about">
          Solitaire: you play every power yourself. The game starts as soon as it is made, every power a dummy you order, and
          moves on only when you process it (no deadlines); nobody joins it.
        </p>
      )}
      {variant === 'card' && (
        <p class="note" data-testid="card-about">
          Card Diplomacy: nobody writes a turn of orders. Before each Spring and Fall turn every player stacks a deck of
          cards; then round after round everyone shows a card, and in card order each orders one unit, carried out at once,
          or passes. Each decision has a clock of two minutes; all talk is open (broadcast press only).
        </p>
      )}
      {variant === 'global' && (
        <>
          <p class="note" data-testid="global-about">
            Global Diplomacy: six superpowers on a globe with no edge, four seasons a year. Besides armies and navies there
            are air forces, which support two spaces away and are never supported, and nuclear arsenals: a power whose units
            all held for a turn may build one, and its bomb, carried by a chain of units, destroys a space for good. The game
            opens with a build on an empty board.
          </p>
          <fieldset class="global-setup">
            <legend>Setup</legend>
            {GLOBAL_SETUPS.map((s) => (
              <label key={s.setup ?? 'six'} class="choice" data-setup={s.setup ?? 'global'}>
                <input type="radio" name="setup" value={s.setup ?? ''} checked={setup === s.setup} onChange={() => setSetup(s.setup)} />
                <span>
                  <b>{s.label}</b> {s.setup !== null && <span class="map-name">({s.setup})</span>}
                  <br />
                  <small>{s.about}</small>
                </span>
              </label>
            ))}
          </fieldset>
          <label class="choice">
            <input type="checkbox" name="firstElimination" checked={firstElimination} onChange={(e) => setFirstElimination(e.currentTarget.checked)} />
            End the game at the end of the first year a power is eliminated, the most centres winning
          </label>
        </>
      )}
      {variant === 'payola' && (
        <label>
          Income directives (optional, one a line: TAX 5 for 5 AgP a centre, TAX PAR 3 for named centres only, CAP 100)
          <textarea name="directives" rows={2} maxLength={2000} value={directives} onInput={(e) => setDirectives(e.currentTarget.value)} />
        </label>
      )}
      <fieldset>
        <legend>Press</legend>
        {PRESS.map((p) => (
          <label key={p ?? 'full'} class="choice">
            <input type="radio" name="press" checked={press === p} onChange={() => setPress(p)} />
            <span>
              <b>{p ?? 'Full press'}</b> {p === null ? 'Players write privately to anyone, or to everyone.' : RULES.find((r) => r.name === p)!.summary}
            </span>
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>Rules</legend>
        {options.filter((r) => r.name !== CIVIL_DISORDER).map((r) => (
          <label key={r.name} class="choice">
            <input type="checkbox" name="rule" value={r.name} checked={rules.has(r.name)} onChange={(e) => toggle(r.name, e.currentTarget.checked)} />
            <span>
              <b>{r.name}</b> {r.summary}
            </span>
          </label>
        ))}
        {rules.has('EAVESDROP' as RuleName) && options.some((o) => o.name === 'EAVESDROP') && (
          <label class="choice">
            <input type="checkbox" name="eavesdrop-announced" checked={announceEavesdrop} onChange={(e) => setAnnounceEavesdrop(e.currentTarget.checked)} />
            <span>
              <b>EAVESDROP!</b> Tell the players that you read their private press (without it, only you know).
            </span>
          </label>
        )}
      </fieldset>
      {clash && (
        <p role="alert" class="error">
          {clash}
        </p>
      )}
      <fieldset>
        <legend>Deadlines, in hours</legend>
        {options.some((r) => r.name === CIVIL_DISORDER) && (
          <label class="choice">
            <input
              type="checkbox"
              name="rule"
              value={CIVIL_DISORDER}
              checked={rules.has(CIVIL_DISORDER)}
              onChange={(e) => toggle(CIVIL_DISORDER, e.currentTarget.checked)}
            />
            <span>
              <b>Civil disorder</b> (CIVIL_DISORDER, on by default): at the deadline the game goes on without the late
              players. Their units without orders hold, dislodged units without orders are disbanded, builds not ordered are
              waived and removals are chosen by the judge. Turned off, a movement phase with a late player waits at its deadline
              until you, the master, process it.
            </span>
          </label>
        )}
        <div class="row">
          {DEADLINES.map(([key, label]) => (
            <label key={key}>
              {label}
              <input type="number" min="0" step="any" inputMode="decimal" name={key} value={hours[key]} onInput={(e) => setHours({ ...hours, [key]: e.currentTarget.value })} />
            </label>
          ))}
        </div>
      </fieldset>
      <label>
        Centres to win (empty: the map’s {board.victory})
        <input type="number" min="1" max={board.centres} name="victory" value={victory} onInput={(e) => setVictory(e.currentTarget.value)} />
      </label>
      <label>
        Most observers (empty: {DEFAULT_MAX_OBSERVERS}; you may change it later)
        <input type="number" min="0" max={MAX_OBSERVERS_LIMIT} name="maxObservers" value={observers} onInput={(e) => setObservers(e.currentTarget.value)} />
      </label>
      <label class="choice">
        <input type="checkbox" checked={listed} onChange={(e) => setListed(e.currentTarget.checked)} />
        <span>List the game publicly</span>
      </label>
      <label>
        Privacy password (empty: anyone may join; else only those you give it to)
        <input type="password" name="privacyPassword" maxLength={64} value={privacy} onInput={(e) => setPrivacy(e.currentTarget.value)} />
      </label>
      <label class="choice">
        <input type="checkbox" name="showNames" checked={showNames} onChange={(e) => setShowNames(e.currentTarget.checked)} />
        <span>Show players’ names (a friends’ game). Otherwise who plays which power stays between you and each player until the game ends.</span>
      </label>
      {error && <p role="alert" class="error">{error}</p>}
      {/* Why the button is grey, said beside it: on a phone the name and the rules are screens above. */}
      {name.trim() === '' && <p class="note">Give the game a name, at the top of the form, to create it.</p>}
      {clash !== null && <p class="note">Some of the rules chosen cannot go together: see the Rules above.</p>}
      <button type="submit" disabled={busy || name.trim() === '' || clash !== null}>
        Create the game
      </button>
    </form>
  );
}

/** The income directives as written in the form, a line each, blank lines left out. */
export const directiveLines = (text: string): string[] => text.split('\n').map((l) => l.trim()).filter((l) => l !== '');
