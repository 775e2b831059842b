/**
 * The catalogue of game options: every rule name of the DPjudge rule set, with its family,
 * where it applies, what it brings in and what it cannot be used with. This is the one place
 * a rule name is spelled; everything else refers to `RuleName`, so a misspelt rule is a
 * compile error.
 *
 * How the relations were read from the rule text:
 * - `implies`: what the text says a rule includes ("automatically includes", "enforces
 *   both", "calls for the inclusion of", "is in effect"), and the rule a modifier modifies
 *   (a BLIND modifier "is a BLIND game"; MULTI_COAST_PORTAGE limits PORTAGE_CONVOY;
 *   RESTRICT_SIGNAL restricts SIGNAL_SUPPORT; TORN_ALLEGIANCE acts on vassals). A rule that
 *   applies only to other variants is not brought in (SMART_CD brings CD_SUPPORTS only into
 *   standard and solitaire games, as the text says).
 * - `excludes`: what the text calls invalid together, incompatible, disallowed or mutually
 *   exclusive, and pairs that say opposite things about one matter (two openings of an
 *   empty board, near and far press, home and any-centre builds, FLAT_TAX and ZEROSUM …).
 *   Listed on both sides.
 * - `defaults`: what a rule brings in unless the game asks otherwise (CIVIL_DISORDER brings
 *   NO_LATE_CHANGES unless LATE_CHANGES is asked for; BLIND brings HIDE_DUMMIES unless it is
 *   refused with `!HIDE_DUMMIES`).
 * - `overrides`: what a rule countermands (NO_PROXY the PROXY_OK of a Crystal Ball game,
 *   LIMIT_LISTS the PUBLIC_LISTS). Asked for together, the two are a conflict: a rule the
 *   game asks for is never silently dropped.
 */

export const RULE_VARIANTS = ['standard', 'payola', 'crystal_ball', 'solitaire', 'global', 'card'] as const;
/**
 * The kinds of game the rule text tells apart. A solitaire game is a standard game played
 * by the Master alone, so the rules of standard games apply to it too.
 */
export type RuleVariant = (typeof RULE_VARIANTS)[number];

export const RULE_FAMILIES = [
  /** How a game forms and begins. */
  'start',
  /** Who may write to whom, and how. */
  'press',
  /** How movement orders are written, checked and adjudicated. */
  'orders',
  'convoys',
  'retreats_adjustments',
  /** What players are told about others (late powers, dummies, builds …). */
  'secrecy',
  /** The modifiers of BLIND: who sees what. */
  'blind',
  /** Civil disorder: the orders of late and vacant powers. */
  'late_vacant',
  /** Control of dummy powers during the game (vassals). */
  'control',
  /** Deadlines, waiting, absences and processing. */
  'deadlines',
  /** Draws, concessions and victory. */
  'conclusion',
  'payola_transfer',
  'payola_income',
  'payola_secrecy',
  'payola_offers',
  /** Crystal Ball: the secrecy of order lists. */
  'crystal_ball',
  'solitaire',
] as const;
/** The section of the rule text a rule belongs to. */
export type RuleFamily = (typeof RULE_FAMILIES)[number];

/** One rule as the catalogue describes it. */
export interface RuleEntry<N extends string = RuleName> {
  /** The canonical spelling. */
  readonly name: N;
  /** Other names the text gives for the same rule ("-or-"). */
  readonly aliases: readonly string[];
  readonly family: RuleFamily;
  /** The variants it may be used in. */
  readonly variants: 'all' | readonly RuleVariant[];
  /** Rules it always brings in. */
  readonly implies: readonly N[];
  /** Rules it cannot be used with. */
  readonly excludes: readonly N[];
  /** Rules it brings in unless the game asks for one of `unless` or refuses the rule (`!NAME`). */
  readonly defaults: readonly { readonly rule: N; readonly unless: readonly N[] }[];
  /** Rules it countermands when they come in by implication or with the variant. */
  readonly overrides: readonly N[];
  /** A suffix that may be written after the name and still means this rule (EAVESDROP!). */
  readonly suffix: string | null;
  /** What it does, in one sentence. */
  readonly summary: string;
}

interface RuleSpec<N extends string> {
  readonly name: N;
  readonly aliases?: readonly string[];
  readonly family: RuleFamily;
  readonly variants?: 'all' | readonly RuleVariant[];
  readonly implies?: readonly NoInfer<N>[];
  readonly excludes?: readonly NoInfer<N>[];
  readonly defaults?: readonly { readonly rule: NoInfer<N>; readonly unless: readonly NoInfer<N>[] }[];
  readonly overrides?: readonly NoInfer<N>[];
  readonly suffix?: string;
  readonly summary: string;
}

// The names are taken from the `name` fields alone (NoInfer elsewhere), so a misspelt name
// in `implies` or `excludes` does not become a rule of its own: it fails to compile.
function catalogue<const N extends string>(specs: readonly RuleSpec<N>[]): readonly RuleEntry<N>[] {
  return specs.map((s) => ({
    name: s.name,
    aliases: s.aliases ?? [],
    family: s.family,
    variants: s.variants ?? 'all',
    implies: s.implies ?? [],
    excludes: s.excludes ?? [],
    defaults: s.defaults ?? [],
    overrides: s.overrides ?? [],
    suffix: s.suffix ?? null,
    summary: s.summary,
  }));
}

const PAYOLA = ['payola'] as const;
const CRYSTAL_BALL = ['crystal_ball'] as const;
// Standard games and the solitaire games that are played on them.
const STANDARD = ['standard', 'solitaire'] as const;

/** Every rule, in the order of the rule text. */
export const RULES = catalogue([
  // 1.1 Game start
  {
    name: 'POWER_CHOICE',
    family: 'start',
    summary: 'Players choose a free power when they join instead of being dealt one at random.',
  },
  {
    name: 'MOBILIZE',
    family: 'start',
    // Both empty the board and differ only in what may be built: one opening or the other.
    excludes: ['FLEX_SETUP'],
    summary: 'The board starts empty and each power makes a single build in one of its home centres, in the adjustment phase before the usual start.',
  },
  {
    name: 'FLEX_SETUP',
    aliases: ['BLANK_BOARD'],
    family: 'start',
    excludes: ['MOBILIZE'],
    summary: 'Units that would start on home centres are left off, and each power builds the kind of unit it likes in each of its home centres before the first move.',
  },
  {
    name: 'SILENT_JOIN',
    family: 'start',
    summary: 'No announcement is sent when a player joins a forming game.',
  },
  {
    name: 'START_MASTER',
    family: 'start',
    summary: 'The game does not start by itself when the last seat is filled; the Master starts it.',
  },

  // 1.2 Press
  {
    name: 'NO_PRESS',
    family: 'press',
    implies: ['SILENT_ABSENCES'],
    // "Invalid with PUBLIC_PRESS or other rules that imply that any type of press is allowed":
    // every rule that regulates press between players presumes there is some.
    excludes: [
      'PUBLIC_PRESS',
      'MUST_ORDER',
      'LATE_SEND',
      'NO_LATE_RECEIVE',
      'FTF_PRESS',
      'GREY_PRESS',
      'YELLOW_PRESS',
      'WHITE_GREY',
      'FAKE_PRESS',
      'TOUCH_PRESS',
      'REMOTE_PRESS',
      'BACKSEAT_PRESS',
    ],
    summary: 'Players may write only to the Master and hear only from the Master.',
  },
  {
    name: 'PUBLIC_PRESS',
    aliases: ['NO_PARTIAL'],
    family: 'press',
    excludes: ['NO_PRESS'],
    summary: 'Besides writing to the Master, players may only write to everyone at once.',
  },
  {
    name: 'MUST_ORDER',
    family: 'press',
    // Press before orders is barred here and granted to late powers there.
    excludes: ['NO_PRESS', 'LATE_SEND'],
    summary: 'A power may write to anyone but the Master only once it has entered orders for the phase.',
  },
  {
    name: 'LATE_SEND',
    family: 'press',
    excludes: ['NO_PRESS', 'MUST_ORDER'],
    summary: 'A power still without orders after the deadline may go on sending private press.',
  },
  {
    name: 'NO_LATE_RECEIVE',
    family: 'press',
    excludes: ['NO_PRESS'],
    summary: 'Nobody may send private press to a power that is late with its orders.',
  },
  {
    name: 'FTF_PRESS',
    family: 'press',
    excludes: ['NO_PRESS'],
    summary: 'As at a table: players negotiate only during movement phases, and no private press is sent once a deadline has passed.',
  },
  {
    name: 'GREY_PRESS',
    family: 'press',
    excludes: ['NO_PRESS'],
    summary: 'Every message between players arrives without its sender.',
  },
  {
    name: 'YELLOW_PRESS',
    family: 'press',
    excludes: ['NO_PRESS'],
    summary: 'Every broadcast arrives without its sender.',
  },
  {
    name: 'WHITE_GREY',
    family: 'press',
    excludes: ['NO_PRESS'],
    summary: 'A player may choose to send any message to other players without a sender.',
  },
  {
    name: 'FAKE_PRESS',
    family: 'press',
    excludes: ['NO_PRESS'],
    summary: 'A player may sign a message as another power and show it as addressed to others than its real recipients.',
  },
  {
    name: 'MUTE_OBSERVERS',
    family: 'press',
    summary: 'Observers may write only to the Master.',
  },
  {
    name: 'TOUCH_PRESS',
    family: 'press',
    // Near and far: each allows private press exactly where the other forbids it.
    excludes: ['NO_PRESS', 'REMOTE_PRESS'],
    summary: 'Private press may go only to the Master and to powers with a unit next to one of the sender\'s (one could support the other to hold); broadcasts only with PUBLIC_PRESS.',
  },
  {
    name: 'REMOTE_PRESS',
    family: 'press',
    excludes: ['NO_PRESS', 'TOUCH_PRESS'],
    summary: 'Private press may go only to the Master and to powers with no unit next to the sender\'s units or within a move of its centres, nor centres within a move of its units; broadcasts only with PUBLIC_PRESS.',
  },
  {
    name: 'BACKSEAT_PRESS',
    family: 'press',
    excludes: ['NO_PRESS'],
    summary: 'Powers on the board may write only to the Master, while observers and other powers off the board may broadcast.',
  },
  {
    name: 'EAVESDROP',
    family: 'press',
    // EAVESDROP! is the same rule, announced publicly instead of kept secret.
    suffix: '!',
    summary: 'The Master gets a copy of every private message; the rule is kept out of game listings unless written EAVESDROP!.',
  },
  {
    name: 'PRESS_MASTER',
    family: 'press',
    summary: 'The Master gets broadcasts only when they name the Master among the recipients.',
  },
  {
    name: 'IGNORE_RESULTS',
    family: 'press',
    summary: 'The Master is not sent the results of phases nor rollback notices.',
  },

  // 1.3 Movement orders
  {
    name: 'ALWAYS_CONFIRM',
    family: 'orders',
    summary: 'Every change of orders is confirmed by mail to the power, with a copy to the Master.',
  },
  {
    name: 'NEED_MOVE_MARKS',
    family: 'orders',
    summary: 'A move must be written with a move mark (A VEN - TRI); an order without one is not read as a move, in retreats too.',
  },
  {
    name: 'BROADCAST_ORDERS',
    family: 'orders',
    implies: ['ALWAYS_CONFIRM'],
    summary: 'Orders are shown to every player as soon as they are entered.',
  },
  {
    name: 'SIGNAL_SUPPORT',
    family: 'orders',
    summary: 'A unit may be ordered to support any unit anywhere, even into impassable places; such orders are void, but shown as signals.',
  },
  {
    name: 'FICTIONAL_OK',
    family: 'orders',
    summary: 'Orders may name units that do not exist, with the kind of unit always written, and the player is not told which units are missing.',
  },
  {
    name: 'SHOW_PHANTOM',
    family: 'orders',
    implies: ['FICTIONAL_OK'],
    summary: 'Supports and convoys given to units that do not exist are shown as given rather than as holds, and results never name the nationality of a supported or convoyed unit.',
  },
  {
    name: 'ORDER_ANY',
    family: 'orders',
    summary: 'A player may write orders for units of any power, not only its own.',
  },
  {
    name: 'PROXY_OK',
    family: 'orders',
    implies: ['ORDER_ANY'],
    summary: 'A power may hand its own units to another power for the turn with a proxy order; a proxied unit cannot be passed on again.',
  },
  {
    name: 'NO_PROXY',
    family: 'orders',
    overrides: ['PROXY_OK'],
    summary: 'No proxy orders; the usual state of things, worth naming only to take proxies out of a variant that has them.',
  },
  {
    name: 'COASTAL_CRAWL',
    family: 'orders',
    summary: 'Two fleets may swap places between a province with several coasts and its neighbour when they move along different coasts.',
  },
  {
    name: 'FRIENDLY_FIRE',
    family: 'orders',
    summary: 'A power may dislodge its own units, support attacks on them, and cut their supports even with a failed attack.',
  },
  {
    name: 'WEAK_BOUNCES',
    family: 'orders',
    summary: 'A unit whose move fails has no strength to hold its own place, so a single foreign attack dislodges it (Key\'s rule).',
  },
  {
    name: 'DEFAULT_UNORDERED',
    family: 'orders',
    summary: 'Orders need not cover every unit; a unit left without an order holds.',
  },
  {
    name: 'UNITS_ADAPT',
    family: 'orders',
    summary: 'When the map changes under a unit, the unit changes kind (a fleet on ground that became land turns army) instead of being destroyed.',
  },
  {
    name: 'HIBERNATE',
    family: 'orders',
    summary: 'A unit on a place that becomes impassable, or a fleet on one that becomes land, survives but may only hold until the place opens again.',
  },
  {
    name: 'IMMOBILE_DUMMIES',
    family: 'orders',
    summary: 'Units of dummy powers may hold, support or convoy, but never move.',
  },
  {
    name: 'SUBMIT_MASTER',
    family: 'orders',
    summary: 'The Master may enter and submit orders for the powers.',
  },

  // 1.4 Convoys
  {
    name: 'COASTAL_CONVOY',
    family: 'convoys',
    summary: 'Fleets on coasts may convoy as well as fleets at sea.',
  },
  {
    name: 'PORTAGE_CONVOY',
    family: 'convoys',
    summary: 'Armies may carry fleets overland from one coastal place to another.',
  },
  {
    name: 'MULTI_COAST_PORTAGE',
    family: 'convoys',
    implies: ['PORTAGE_CONVOY'],
    summary: 'Portage is limited to carrying a fleet from one coast of a province to another coast of it, with one army in any neighbouring province.',
  },
  {
    name: 'SAFE_CONVOYS',
    family: 'convoys',
    summary: 'An army may not be convoyed through a fleet held in a standoff that could have dislodged it (Szykman\'s proposal for convoy paradoxes).',
  },
  {
    name: 'WEAK_CONVOYS',
    family: 'convoys',
    summary: 'A convoying fleet must be supported more strongly than every foreign attack on it, or its convoy fails.',
  },
  {
    name: 'CONVOY_BACK',
    family: 'convoys',
    summary: 'A convoy route may return to its starting place or pass through the same fleet more than once.',
  },

  // 1.5 Retreats and adjustments
  {
    name: 'NO_RETREAT',
    family: 'retreats_adjustments',
    summary: 'Dislodged units are destroyed; nobody retreats.',
  },
  {
    name: 'BUILD_ANY',
    family: 'retreats_adjustments',
    // Any owned centre here, home centres of any power there: two answers to one question.
    excludes: ['HOME_BUILDS'],
    summary: 'A power may build in any centre it owns.',
  },
  {
    name: 'HOME_BUILDS',
    family: 'retreats_adjustments',
    excludes: ['BUILD_ANY'],
    summary: 'A power may build in any centre it owns that was a home centre of any power.',
  },
  {
    name: 'REMOTE_BUILDS',
    family: 'retreats_adjustments',
    defaults: [{ rule: 'BUILD_ANY', unless: ['HOME_BUILDS'] }],
    summary: 'A power may build only while it still owns one of its own home centres; unless HOME_BUILDS says where, it may then build in any centre it owns.',
  },
  {
    name: 'GARRISON',
    family: 'retreats_adjustments',
    excludes: ['NO_DONATIONS'],
    summary: 'When no home centre of an eliminated power is occupied at an adjustment, that power may build again in one of them and re-enters the game.',
  },
  {
    name: 'NO_RESERVES',
    family: 'retreats_adjustments',
    summary: 'Reserves given by the map are ignored.',
  },
  {
    name: 'NO_MILITIA',
    family: 'retreats_adjustments',
    summary: 'Militia given by the map are ignored.',
  },
  {
    name: 'NO_FACTORIES',
    family: 'retreats_adjustments',
    summary: 'Factory sites given by the map are ignored.',
  },
  {
    name: 'NO_PARTISANS',
    family: 'retreats_adjustments',
    summary: 'Partisan sites given by the map are ignored.',
  },
  {
    name: 'TEXT_INPUT',
    family: 'retreats_adjustments',
    summary: 'Retreats and adjustments are typed as text rather than picked from lists.',
  },

  // 1.6 Secrecy (BLIND also carries what the Payola section adds to it)
  {
    name: 'BLIND',
    family: 'secrecy',
    implies: ['FICTIONAL_OK', 'HIDE_ABSENTEES', 'HIDE_LATE_POWERS', 'SHOW_PHANTOM', 'SILENT_ABSENCES'],
    excludes: ['NO_DIAS', 'ZERO_FOREIGN', 'PUBLIC_TOTALS', 'PUBLIC_LISTS', 'LIMIT_LISTS', 'PAYOLA_CLASSIC'],
    // HIDE_DUMMIES is in effect "unless explicitly disabled".
    defaults: [{ rule: 'HIDE_DUMMIES', unless: [] }],
    summary: 'Each player sees only what lies near its units and home centres, with results and maps cut to match; in Payola, offers are answered with owners rather than orders.',
  },
  {
    name: 'OWN_SCS_SEE',
    family: 'blind',
    implies: ['BLIND'],
    // Owned centres see here, no centre sees there.
    excludes: ['NO_SCS_SEE'],
    summary: 'BLIND, with sight around the centres a power owns now instead of around its home centres.',
  },
  {
    name: 'NO_SCS_SEE',
    family: 'blind',
    implies: ['BLIND'],
    excludes: ['OWN_SCS_SEE'],
    summary: 'BLIND, where only units see; centres give no sight.',
  },
  {
    name: 'NO_UNITS_SEE',
    family: 'blind',
    implies: ['BLIND'],
    // Units that see nothing cannot see units of one kind or the other.
    excludes: ['UNITS_SEE_OTHER', 'UNITS_SEE_SAME'],
    summary: 'BLIND, where only centres see; units give no sight.',
  },
  {
    name: 'SEE_NO_SCS',
    family: 'blind',
    implies: ['BLIND'],
    excludes: ['SEE_ALL_SCS'],
    summary: 'BLIND, where a player is never told who owns centres other than its own.',
  },
  {
    name: 'SEE_ALL_SCS',
    family: 'blind',
    implies: ['BLIND'],
    excludes: ['SEE_NO_SCS'],
    summary: 'BLIND, where the owners of all centres are shown to everyone.',
  },
  {
    name: 'SEE_NO_UNITS',
    family: 'blind',
    implies: ['BLIND'],
    excludes: ['UNITS_SEE_OTHER', 'UNITS_SEE_SAME'],
    summary: 'BLIND, where a player never sees any unit but its own.',
  },
  {
    name: 'UNITS_SEE_OTHER',
    family: 'blind',
    implies: ['BLIND'],
    excludes: ['UNITS_SEE_SAME', 'NO_UNITS_SEE', 'SEE_NO_UNITS'],
    summary: 'BLIND, where armies see only fleets and fleets only armies, and centres show no neighbouring units.',
  },
  {
    name: 'UNITS_SEE_SAME',
    family: 'blind',
    implies: ['BLIND'],
    excludes: ['UNITS_SEE_OTHER', 'NO_UNITS_SEE', 'SEE_NO_UNITS'],
    summary: 'BLIND, where armies see only armies and fleets only fleets, and centres show no neighbouring units.',
  },
  {
    name: 'MYOPIC',
    family: 'blind',
    implies: ['BLIND', 'SEE_NO_SCS', 'SEE_NO_UNITS', 'NO_UNITS_SEE', 'NO_SCS_SEE'],
    summary: 'BLIND, where a player sees no unit and no centre owner but its own.',
  },
  {
    name: 'VENETIAN',
    family: 'blind',
    implies: ['BLIND', 'OWN_SCS_SEE', 'SEE_NO_SCS'],
    summary: 'BLIND, where owned centres give sight and the owners of foreign centres stay hidden.',
  },
  {
    name: 'GREEK',
    family: 'blind',
    implies: ['BLIND', 'UNITS_SEE_SAME', 'NO_SCS_SEE'],
    summary: 'BLIND, where units see only units of their own kind and centres give no sight.',
  },
  {
    name: 'TROJAN',
    family: 'blind',
    implies: ['BLIND', 'UNITS_SEE_OTHER', 'NO_SCS_SEE'],
    summary: 'BLIND, where units see only units of the other kind and centres give no sight.',
  },
  {
    name: 'HIDE_BUILDS',
    family: 'secrecy',
    summary: 'Winter results say how many units were built but not what or where; the new units appear with the spring results.',
  },
  {
    name: 'HIDE_DUMMIES',
    family: 'secrecy',
    implies: ['HIDE_LATE_POWERS', 'HIDE_ABSENTEES'],
    summary: 'Dummy powers look like played powers (listed, able to log in, open to press), and nobody is shown who controls whom.',
  },
  {
    name: 'HIDE_EXTENDERS',
    family: 'secrecy',
    summary: 'Only the Master learns which power lengthened a deadline.',
  },
  {
    name: 'HIDE_LATE_POWERS',
    family: 'secrecy',
    summary: 'Players are not told who is late, except themselves; the Master gets the list.',
  },
  {
    name: 'LIST_WAITERS',
    family: 'secrecy',
    summary: 'The powers that have set their wait flag are shown in the game list and pages.',
  },
  {
    name: 'LIST_UNORDERED',
    family: 'secrecy',
    summary: 'The powers that have not yet entered orders for the phase are shown in the game list and pages.',
  },
  {
    name: 'NO_REVEAL',
    family: 'secrecy',
    implies: ['HIDE_ABSENTEES'],
    summary: 'Who played which power stays hidden after the end, until the Master reveals it.',
  },

  // 1.7 Late and vacant powers
  {
    name: 'CIVIL_DISORDER',
    family: 'late_vacant',
    excludes: ['CIVIL_PREVIEW'],
    // Stops players changing orders after the deadline to profit from those about to
    // fall into disorder; LATE_CHANGES, asked for, allows it again.
    defaults: [{ rule: 'NO_LATE_CHANGES', unless: ['LATE_CHANGES'] }],
    summary: 'At the deadline (and its grace period), or when the Master processes, powers without orders get default ones: hold, disband, waive, and removals chosen for them.',
  },
  {
    name: 'CIVIL_PREVIEW',
    family: 'late_vacant',
    excludes: ['CIVIL_DISORDER'],
    summary: 'When powers are still late at the deadline, only the Master gets a preview, and the phase waits for the Master or for the last orders.',
  },
  {
    name: 'CD_DUMMIES',
    family: 'late_vacant',
    summary: 'The phase processes once every power that is not a dummy has orders; the dummies get civil-disorder orders.',
  },
  {
    name: 'DUMMY_FIRE',
    family: 'late_vacant',
    summary: 'FRIENDLY_FIRE holds for dummy powers only.',
  },
  {
    name: 'CD_BUILDS',
    family: 'late_vacant',
    summary: 'A power in civil disorder builds at random where it may, instead of waiving its builds.',
  },
  {
    name: 'CD_RETREATS',
    family: 'late_vacant',
    summary: 'A power in civil disorder retreats its dislodged units at random, centres first, instead of disbanding them.',
  },
  {
    name: 'SMART_CD',
    family: 'late_vacant',
    implies: ['CD_RETREATS', 'CD_BUILDS', 'CD_SUPPORTS'],
    summary: 'Civil disorder plays sensibly: random retreats and builds, and in standard games supports where a unit is in danger.',
  },

  // 1.8 Power control (VASSAL_DUMMIES also carries what the Payola section adds to it)
  {
    name: 'VASSAL_DUMMIES',
    family: 'control',
    implies: ['TEAM_VICTORY'],
    summary: 'A dummy keeps its home centres and becomes the vassal of whoever occupies all of them, who then orders it and counts its centres; in Payola only vassals earn, for their masters.',
  },
  {
    name: 'TORN_ALLEGIANCE',
    family: 'control',
    implies: ['VASSAL_DUMMIES'],
    summary: 'A vassal unit standing on a centre not owned by its controller\'s camp once vassals are settled is destroyed.',
  },

  // 1.9 Deadlines and processing
  {
    name: 'NO_DEADLINE',
    family: 'deadlines',
    summary: 'Phases have no deadline; they process when all orders are in without a wait flag, or when the Master says so.',
  },
  {
    name: 'NO_QUARTER',
    family: 'deadlines',
    implies: ['NO_RETREAT', 'NO_DRAW'],
    summary: 'No retreats and no draws.',
  },
  {
    name: 'NO_LATE_CHANGES',
    family: 'deadlines',
    excludes: ['LATE_CHANGES'],
    summary: 'Orders already entered cannot be changed once the deadline has passed.',
  },
  {
    name: 'LATE_CHANGES',
    family: 'deadlines',
    excludes: ['NO_LATE_CHANGES'],
    summary: 'Orders may still be changed after the deadline; the usual state of things, worth naming in a game with CIVIL_DISORDER.',
  },
  {
    name: 'REAL_TIME',
    family: 'deadlines',
    excludes: ['ALWAYS_WAIT'],
    summary: 'The phase processes the moment the last orders arrive, and nobody may ask to wait for the deadline.',
  },
  {
    name: 'NO_MINOR_WAIT',
    family: 'deadlines',
    summary: 'The wait flag (and ALWAYS_WAIT) counts in movement phases only.',
  },
  {
    name: 'ALWAYS_WAIT',
    family: 'deadlines',
    excludes: ['REAL_TIME'],
    summary: 'A phase never processes before its deadline unless the Master processes it.',
  },
  {
    name: 'PLAYER_DEADLINES',
    family: 'deadlines',
    summary: 'Players too may move the deadline, but only later; only the Master may bring it closer.',
  },
  {
    name: 'SILENT_ABSENCES',
    family: 'deadlines',
    summary: 'Planned absences are told only to the Master, not announced to everyone.',
  },
  {
    name: 'HIDE_ABSENTEES',
    family: 'deadlines',
    summary: 'Only the Master learns which power asked for an absence.',
  },
  {
    name: 'NO_ABSENCES',
    family: 'deadlines',
    summary: 'Only the Master may set an absence.',
  },
  {
    name: 'PROGRESSIVE',
    family: 'deadlines',
    summary: 'Results are written in ordinary sentences rather than capitals.',
  },
  {
    name: 'PREVIEW',
    family: 'deadlines',
    summary: 'Each phase, once ready, is adjudicated for the Master\'s eyes only and released when the Master processes it.',
  },

  // 1.10 Game conclusion
  {
    name: 'NO_DRAW',
    family: 'conclusion',
    summary: 'There are no draws; the game ends only with a solo.',
  },
  {
    name: 'PROPOSE_DIAS',
    family: 'conclusion',
    // NO_DIAS votes as games without PROPOSE_DIAS do.
    excludes: ['NO_DIAS'],
    summary: 'Endings are proposed by a player (a concession or a draw of all survivors) and fail on a single vote against.',
  },
  {
    name: 'HIDE_PROPOSER',
    family: 'conclusion',
    implies: ['PROPOSE_DIAS'],
    summary: 'Players are not told who proposed a draw or a concession.',
  },
  {
    name: 'NO_DIAS',
    family: 'conclusion',
    excludes: ['PROPOSE_DIAS', 'BLIND'],
    summary: 'Each player votes for the largest draw including itself it will accept, its own solo, or any ending without it, so draws need not include all survivors.',
  },
  {
    name: 'HOLD_WIN',
    family: 'conclusion',
    summary: 'A solo needs the winning condition held in two game-years running.',
  },
  {
    name: 'SHARED_VICTORY',
    family: 'conclusion',
    summary: 'The game ends as soon as someone meets the winning condition, and all who meet it at once win together.',
  },
  {
    name: 'TEAM_VICTORY',
    family: 'conclusion',
    summary: 'A power counts the centres of the dummies it controls towards victory.',
  },
  {
    name: 'VICTORY_HOMES',
    family: 'conclusion',
    summary: 'Victory is counted in home centres taken from other powers.',
  },
  {
    name: 'NO_EOG',
    family: 'conclusion',
    summary: 'Broadcasts after the end are not kept as end-of-game statements.',
  },

  // 2. Standard games only
  {
    name: 'NO_CHECK',
    family: 'orders',
    variants: STANDARD,
    summary: 'Movement orders are barely checked on entry (names and ambiguity only); bad ones hold at processing and are reported invalid.',
  },
  {
    name: 'CD_SUPPORTS',
    family: 'late_vacant',
    variants: STANDARD,
    summary: 'A power in civil disorder supports its own units in danger instead of holding.',
  },

  // 3. Payola games only
  {
    name: 'ANON_TRANSFER',
    family: 'payola_transfer',
    variants: PAYOLA,
    summary: 'The receiver of money is not told who sent it.',
  },
  {
    name: 'NO_DONATIONS',
    family: 'payola_transfer',
    variants: PAYOLA,
    excludes: ['GARRISON'],
    summary: 'Eliminated powers may not give money away.',
  },
  {
    name: 'NO_TRANSFER',
    family: 'payola_transfer',
    variants: PAYOLA,
    summary: 'No money may be transferred between powers.',
  },
  {
    name: 'ONE_TRANSFER',
    family: 'payola_transfer',
    variants: PAYOLA,
    summary: 'A power may transfer money to each other power at most once a phase.',
  },
  {
    name: 'NO_LOOTING',
    family: 'payola_transfer',
    variants: PAYOLA,
    summary: 'Dummy powers\' money cannot be transferred.',
  },
  {
    name: 'EXCHANGE',
    family: 'payola_income',
    variants: PAYOLA,
    summary: 'Players are investors trading shares in the powers rather than powers themselves (Exchange Payola).',
  },
  {
    name: 'FLAT_TAX',
    family: 'payola_income',
    variants: PAYOLA,
    // A tax per centre here, no tax at all there.
    excludes: ['ZEROSUM'],
    summary: 'Each centre yields the same income, as many pieces as the game had players.',
  },
  {
    name: 'NO_HOARDING',
    family: 'payola_income',
    variants: PAYOLA,
    summary: 'Unspent money is lost before the year\'s income is paid.',
  },
  {
    name: 'ZEROSUM',
    family: 'payola_income',
    variants: PAYOLA,
    excludes: ['FLAT_TAX'],
    summary: 'No income: money passes from power to power with the centres that change hands.',
  },
  {
    name: 'EBAYOLA',
    family: 'payola_secrecy',
    variants: PAYOLA,
    summary: 'A winning offer costs only one piece more than the best losing one, and the savings go back to its contributors.',
  },
  {
    name: 'HIDE_COST',
    family: 'payola_secrecy',
    variants: PAYOLA,
    // No notice at all cannot leave the prices out of it (the DPjudge's rule list: HIDE_COST -NO_LEDGERS);
    // published prices cannot be hidden from the units' owners.
    excludes: ['NO_LEDGERS', 'PUBLIC_TOTALS'],
    summary: 'Players are not told how much their units took in.',
  },
  {
    name: 'HIDE_OFFERS',
    family: 'payola_secrecy',
    variants: PAYOLA,
    // A notice that is never sent cannot be shortened (the DPjudge's rule list: HIDE_OFFERS -NO_LEDGERS).
    excludes: ['NO_LEDGERS'],
    summary: 'Players are not sent back their offer sheets nor told which offers won; only their units\' orders, takings and balance.',
  },
  {
    name: 'PUBLIC_TOTALS',
    family: 'payola_secrecy',
    variants: PAYOLA,
    excludes: ['BLIND', 'HIDE_COST'],
    // The rule text publishes the totals "(no data on the source of funds is made public,
    // however)"; the DPjudge shows its whole chart, payers too: we follow the rule (shared/views/payola.ts).
    summary: 'Every unit\'s price, and the total bid for each order it was offered, are published; never who paid.',
  },
  {
    name: 'NO_LEDGERS',
    family: 'payola_secrecy',
    variants: PAYOLA,
    excludes: ['HIDE_COST', 'HIDE_OFFERS'],
    summary: 'No report of spending and balance is sent after each turn.',
  },
  {
    name: 'DIRECT_ONLY',
    family: 'payola_offers',
    variants: PAYOLA,
    summary: 'One offer per player per unit, and no wildcard offers.',
  },
  {
    name: 'RESTRICT_SIGNAL',
    family: 'payola_offers',
    variants: PAYOLA,
    implies: ['SIGNAL_SUPPORT'],
    summary: 'Only a unit\'s owner or controller may give it a signal support, for nothing, once; it replaces a winning hold.',
  },
  {
    name: 'PAY_DUMMIES',
    family: 'payola_offers',
    variants: PAYOLA,
    implies: ['CD_DUMMIES'],
    summary: 'Powers order their own units as usual; offers go only to units of dummy powers.',
  },
  {
    name: 'NO_SAVINGS',
    family: 'payola_offers',
    variants: PAYOLA,
    summary: 'No savings requests and no offer plateaus.',
  },
  {
    name: 'NO_PLATEAU',
    family: 'payola_offers',
    variants: PAYOLA,
    summary: 'No offer plateaus.',
  },
  {
    name: 'PAYOLA_CLASSIC',
    family: 'payola_offers',
    variants: PAYOLA,
    implies: ['NO_SAVINGS', 'DIRECT_ONLY', 'FLAT_TAX', 'ZERO_FOREIGN'],
    excludes: ['BLIND'],
    summary: 'The original Payola rules.',
  },
  {
    name: 'LIMIT_OFFERS',
    family: 'payola_offers',
    variants: PAYOLA,
    summary: 'A player\'s offers together may not exceed its treasury.',
  },
  {
    name: 'REMOTE_OFFER',
    family: 'payola_offers',
    variants: PAYOLA,
    // The text calls TOUCH_OFFER its opposite.
    excludes: ['TOUCH_OFFER'],
    summary: 'Offers may go only to one\'s own units and to foreign units not next to them (with CD_DUMMIES, dummies\' units are open to all).',
  },
  {
    name: 'TOUCH_OFFER',
    family: 'payola_offers',
    variants: PAYOLA,
    excludes: ['REMOTE_OFFER'],
    summary: 'Offers may go only to one\'s own units and to foreign units next to them (with CD_DUMMIES, dummies\' units are open to all).',
  },
  {
    name: 'ZERO_FOREIGN',
    family: 'payola_offers',
    variants: PAYOLA,
    excludes: ['BLIND'],
    summary: 'Offers of nothing may be made to foreign units.',
  },

  // 4. Crystal Ball games only
  {
    name: 'PUBLIC_LISTS',
    family: 'crystal_ball',
    variants: CRYSTAL_BALL,
    excludes: ['BLIND'],
    summary: 'Every power\'s order lists are shown to all as they are entered.',
  },
  {
    name: 'LIMIT_LISTS',
    family: 'crystal_ball',
    variants: CRYSTAL_BALL,
    excludes: ['BLIND'],
    overrides: ['PUBLIC_LISTS'],
    summary: 'As PUBLIC_LISTS, but no more of each list is shown than the centre count of the largest power.',
  },

  // 5. Solitaire games only
  {
    name: 'LAST_MAN_STANDING',
    family: 'solitaire',
    variants: ['solitaire'],
    summary: 'A puzzle: bring the board down to one unit in as few years as the conditions allow.',
  },
]);

/** A rule of the catalogue, by its canonical name. */
export type RuleName = (typeof RULES)[number]['name'];

/** Every rule name, in the order of the rule text. */
export const RULE_NAMES: readonly RuleName[] = RULES.map((r) => r.name);

const BY_NAME: ReadonlyMap<string, RuleEntry> = new Map(RULES.map((r) => [r.name, r]));

/** The catalogue entry of a rule. */
export function ruleEntry(name: RuleName): RuleEntry {
  // Every RuleName has an entry: the names are taken from the entries.
  return BY_NAME.get(name) as RuleEntry;
}

/** Whether a string is a canonical rule name (not an alias, not in another case). */
export const isRuleName = (s: string): s is RuleName => BY_NAME.has(s);

/** Whether a rule may be used in a game of this variant. */
export function appliesTo(name: RuleName, variant: RuleVariant): boolean {
  const { variants } = ruleEntry(name);
  return variants === 'all' || variants.includes(variant);
}

/** What a variant brings with it, and what it does not allow. */
export interface VariantRules {
  /** Rules every game of the variant has. */
  readonly includes: readonly RuleName[];
  /** Rules its games may not have. */
  readonly forbids: readonly RuleName[];
  /** Forbidden rules that are allowed after all when they come in with one of these rules. */
  readonly forbiddenUnlessBy: Readonly<Partial<Record<RuleName, readonly RuleName[]>>>;
}

/**
 * The "included and forbidden rules" of each variant. Rules of other variants are refused
 * (the rule text lets DPjudge ignore them; this judge never ignores a rule silently).
 */
export const VARIANT_RULES: Readonly<Record<RuleVariant, VariantRules>> = {
  standard: { includes: [], forbids: [], forbiddenUnlessBy: {} },
  payola: {
    // Move marks keep offers like "A VEN S TRI | TYR" unambiguous.
    includes: ['ORDER_ANY', 'NEED_MOVE_MARKS'],
    forbids: ['PROXY_OK', 'FICTIONAL_OK'],
    // BLIND needs orders to units that may not be there.
    forbiddenUnlessBy: { FICTIONAL_OK: ['BLIND'] },
  },
  // NO_PROXY takes PROXY_OK out again (see its `overrides`).
  crystal_ball: { includes: ['FICTIONAL_OK', 'PROXY_OK'], forbids: [], forbiddenUnlessBy: {} },
  // The Master plays every power and moves the game on by hand.
  solitaire: { includes: ['NO_DEADLINE', 'CD_DUMMIES', 'DEFAULT_UNORDERED', 'ALWAYS_WAIT'], forbids: [], forbiddenUnlessBy: {} },
  // Issues 14 and 15 say what these bring and forbid as they are built.
  global: { includes: [], forbids: [], forbiddenUnlessBy: {} },
  // "All talk is open at the table" (the seed's rule 1): broadcasts and the master only.
  card: { includes: ['PUBLIC_PRESS'], forbids: ['NO_PRESS'], forbiddenUnlessBy: {} },
};
