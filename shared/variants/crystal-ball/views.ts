import type { OrderResult } from '../../adjudicate/types.js';
import type { GameMap, PowerName } from '../../map/types.js';
import { hasRule, type RuleName } from '../../rules/index.js';
import type { Annotation } from './annotations.js';
import { listLimits } from './lists.js';
import { STANDING_KINDS, type Pipeline, type StandingKind } from './pipeline.js';

/**
 * Who may see which order lists. A power sees its own lists, every phase, annotated once
 * processed; nobody else's until the game ends, when all are revealed; the master sees all.
 * PUBLIC_LISTS shows every list to all as it is entered; LIMIT_LISTS only its first lines,
 * as many as the largest power's centres (those of the board the list is processed on,
 * and for a list not processed yet, of the board now).
 */

export const LIST_VISIBILITIES = ['secret', 'public', 'limited'] as const;
export type ListVisibility = (typeof LIST_VISIBILITIES)[number];

/** The visibility the rules in force give: LIMIT_LISTS over PUBLIC_LISTS over none. */
export function listVisibility(rules: readonly RuleName[]): ListVisibility {
  if (hasRule(rules, 'LIMIT_LISTS')) return 'limited';
  return hasRule(rules, 'PUBLIC_LISTS') ? 'public' : 'secret';
}

/** Who is looking: a power's player, the master, or anyone at all (an observer, the public). */
export type ListViewer = { readonly kind: 'power'; readonly power: PowerName } | { readonly kind: 'master' } | { readonly kind: 'anyone' };

/** A list line as a viewer sees it: the text, and once processed its annotation and result. */
export interface ViewLine {
  readonly order: string;
  readonly annotation?: Annotation;
  readonly result?: OrderResult;
  readonly reason?: string;
  /** A HOLD the judge added for a unit of the power nobody ordered. */
  readonly default?: true;
}

/**
 * The original rules' standing lists as a view names them, in `phase`: the names the
 * orders command takes for them (STANDING_LIST_NAMES in shared/game/types.ts).
 */
export const STANDING_VIEW_NAMES: Readonly<Record<StandingKind, string>> = { retreat: 'RETREATS', build: 'BUILDS', remove: 'REMOVES' };

export interface ListView {
  /** A movement phase ("F1901M"), or under the original rules a standing list's name (STANDING_VIEW_NAMES). */
  readonly phase: string;
  readonly power: PowerName;
  /** In the pipe (open, locked), processed, or a standing list of the original rules, used whenever its phase comes. */
  readonly status: 'open' | 'locked' | 'processed' | 'standing';
  readonly lines: readonly ViewLine[];
  /** Lines of the list left out by LIMIT_LISTS (the judge's defaults are not counted). */
  readonly hidden: number;
}

export interface ViewOptions {
  readonly visibility: ListVisibility;
  /** The game is over: every list is revealed to everyone. */
  readonly ended: boolean;
}

/** How much of one power's lists a viewer sees: all of each, its first lines, or nothing. */
export type Reach = 'all' | 'limited' | 'none';

export function reach(viewer: ListViewer, power: PowerName, options: ViewOptions): Reach {
  if (options.ended || viewer.kind === 'master') return 'all';
  if (viewer.kind === 'power' && viewer.power === power) return 'all';
  switch (options.visibility) {
    case 'public':
      return 'all';
    case 'limited':
      return 'limited';
    case 'secret':
      return 'none';
  }
}

/**
 * Whether every processed list is shown to all with its results: the original rules
 * (3.4, "full lists always revealed"); under the revised rules, only by the game's end
 * or PUBLIC_LISTS / LIMIT_LISTS.
 */
export const processedListsRevealed = (state: Pipeline): boolean => state.rules.edition === 'original';

/**
 * Every list this viewer may see: the processed phases in order, then the phases in the
 * pipe, then the original rules' standing lists; within each, the powers in the map's order.
 */
export function visibleLists(map: GameMap, state: Pipeline, viewer: ListViewer, options: ViewOptions): ListView[] {
  const views: ListView[] = [];
  const powers = [...map.powers.keys()];
  const processed: ViewOptions = processedListsRevealed(state) ? { ...options, ended: true } : options;
  for (const record of state.history) {
    if (record.kind !== 'movement') continue;
    for (const power of powers) {
      const how = reach(viewer, power, processed);
      if (how === 'none') continue;
      const written = record.results.filter((r) => r.power === power && r.default !== true);
      const defaults = how === 'all' ? record.results.filter((r) => r.power === power && r.default === true) : [];
      if (!(power in record.lists) && defaults.length === 0) continue;
      const shown = how === 'limited' ? written.slice(0, record.limits.orders) : written;
      const lines = [...shown, ...defaults].map(({ order, annotation, result, reason, default: byJudge }): ViewLine => ({
        order,
        annotation,
        result,
        ...(reason === undefined ? {} : { reason }),
        ...(byJudge ? { default: true as const } : {}),
      }));
      views.push({ phase: record.phase, power, status: 'processed', lines, hidden: written.length - shown.length });
    }
  }
  // A list not processed yet: under LIMIT_LISTS its first lines, as many as the largest power's centres now.
  const limit = listLimits(state.position).orders;
  const unprocessed = (phase: string, power: PowerName, status: ListView['status'], list: readonly string[]): void => {
    const how = reach(viewer, power, options);
    if (how === 'none') return;
    const shown = how === 'limited' ? list.slice(0, limit) : list;
    views.push({ phase, power, status, lines: shown.map((order) => ({ order })), hidden: list.length - shown.length });
  };
  for (const slot of state.pipe) {
    for (const power of powers) {
      const list = slot.lists[power];
      if (list !== undefined) unprocessed(slot.phase, power, slot.locked ? 'locked' : 'open', list.map((line) => line.text));
    }
  }
  for (const kind of STANDING_KINDS) {
    for (const power of powers) {
      const list = state.standing?.[kind][power];
      if (list !== undefined) unprocessed(STANDING_VIEW_NAMES[kind], power, 'standing', list);
    }
  }
  return views;
}
