/**
 * The vote control's choices, as the judge reads each vote (shared/game/endings.ts): a draw
 * of all survivors, or the game to one surviving power. A vote for another power concedes
 * the game to it; a vote for one's own power concedes nothing: it claims the game (no
 * draw), and is how a player accepts the others' concession. So no power is offered "concede
 * to" itself.
 */
export interface VoteChoice {
  /** The select's value: "draw", or "concede:POWER" (the judge's concede vote). */
  readonly value: string;
  readonly label: string;
}

export function voteChoices(mine: string, survivors: readonly string[], noDraw: boolean, label: (power: string) => string): VoteChoice[] {
  return [
    ...(noDraw ? [] : [{ value: 'draw', label: 'A draw of all survivors' }]),
    ...(survivors.includes(mine) ? [{ value: `concede:${mine}`, label: `Claim the game for ${label(mine)}: no draw (the others may concede it to you)` }] : []),
    ...survivors.filter((p) => p !== mine).map((p) => ({ value: `concede:${p}`, label: `Concede the game to ${label(p)}` })),
  ];
}
