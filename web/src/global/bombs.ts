import { CLASSIC_KINDS, type GameMap, type PowerName, type UnitKind } from '../../../shared/map/types.js';
import type { GlobalView } from '../../../shared/variants/global/state.js';
import { listOf, placeName } from '../../../shared/text/words.js';
import { powerLabel } from '../powers.js';

/**
 * Global Diplomacy in the player's orders and history: the kinds a build may make, the scars
 * a past phase found, what its bombs did. What a line means is the judge's entry's to say
 * (shared/variants/global/entry.ts, which the draft runs); nothing here judges a chain.
 */

/**
 * The kinds a build may make on this board (its KINDS line; armies and fleets where it has
 * none), an arsenal only while the view says the power is owed one (XII+: an all-hold turn
 * entitles it to one).
 */
export function buildKinds(map: GameMap, global: GlobalView | undefined, power: PowerName | null): { kind: UnitKind; refused: string | null }[] {
  return (map.kinds ?? CLASSIC_KINDS).map((kind) => ({
    kind,
    refused:
      kind === 'AS' && (power === null || (global?.entitled[power] ?? 0) <= 0)
        ? 'An arsenal is built only after a movement turn in which all your units held, one for each such turn.'
        : null,
  }));
}

/**
 * The scars a processed phase found, from its record (`global.before`), to draw beside its
 * orders and results when it is shown on the board: the board as it was when the phase was
 * played (the bombs it dropped are its chains and their targets). Which seasonal spaces were
 * closed then the record does not keep: none are drawn closed.
 */
export function recordScars(record: { readonly global?: { readonly before: { readonly wasteland: { readonly destroyed: readonly string[]; readonly removed: readonly string[]; readonly cutOff: readonly string[] }; readonly entitled: Readonly<Record<string, number>> } } }): GlobalView | undefined {
  const before = record.global?.before;
  if (before === undefined) return undefined;
  const { destroyed, removed, cutOff } = before.wasteland;
  return { destroyed, removed, cutOff, closed: [], entitled: before.entitled };
}

/**
 * What a Global phase did to the globe, for the history panel, from its record: the spaces
 * its bombs destroyed and the powers owed an arsenal for holding all. Nothing otherwise.
 */
export function nuclearNotes(map: GameMap, global: { readonly destroyed?: readonly string[]; readonly nuclear?: readonly string[] } | undefined): string[] {
  if (global === undefined) return [];
  const notes: string[] = [];
  const destroyed = global.destroyed ?? [];
  if (destroyed.length > 0) notes.push(`Destroyed by a nuclear bomb: ${listOf(destroyed.map((p) => placeName(map, p)))}. No unit may ever enter ${destroyed.length === 1 ? 'it' : 'them'} again.`);
  for (const power of global.nuclear ?? []) notes.push(`${powerLabel(power)} held all its units: it may build a nuclear arsenal.`);
  return notes;
}
