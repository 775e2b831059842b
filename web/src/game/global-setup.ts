/**
 * Global Diplomacy's setups (seed XIV.2) as the create form offers them: the game is made on
 * the board `global`, and a setup for fewer players is the game's `setup` (the board's other
 * map files, global5, global4, global3), which the judge checks (400 unknown_map, naming the
 * setups it has, for one it has not).
 */
export interface GlobalSetup {
  /** The game's `setup`; null: the whole game, six players. */
  readonly setup: string | null;
  readonly label: string;
  readonly about: string;
}

export const GLOBAL_SETUPS: readonly GlobalSetup[] = [
  { setup: null, label: 'Six players', about: 'The whole game: each plays one superpower.' },
  { setup: 'global5', label: 'Five players', about: 'Nobody plays the European Union, whose units hold; Yakutskaya and Scandinavia are no centres; 15 centres win.' },
  { setup: 'global4', label: 'Four players', about: 'Nobody plays the European Union or Africa; Yakutskaya, Scandinavia and Madagascar are no centres; 15 centres win.' },
  {
    setup: 'global3',
    label: 'Three players',
    about: 'Each plays two superpowers (the Americas; the European Union and Russia; Africa and Asia): the master hands each partner power to its player with CONTROL. Yakutskaya is no centre.',
  },
];

/** The board a Global game is made on. */
export const GLOBAL_BOARD = 'global';

/**
 * The map the form asks for when the variant changes: a Global game on the Global board; any
 * other game leaves it for the standard board (a Global board is no board for another variant).
 */
export function mapForVariant(variant: string, map: string): string {
  if (variant === 'global') return GLOBAL_BOARD;
  return map === GLOBAL_BOARD ? 'standard' : map;
}
