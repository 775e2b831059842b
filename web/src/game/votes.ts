/**
 * The vote control's choices, as the judge reads each vote (shared/game/endings.ts): a draw
 * of all survivors, or the game to one surviving power. A vote for another power concedes
 * the game to it; a vote for one's own power concedes nothing: it claims the game (no
 * draw), and is how a player accepts the others' concession. So no power is offered "concede
 * to" itself.
 */
export interface VoteChoice {
  /** The select's value: "draw", "draw:N" (NO_DIAS: at most N powers), or "concede:POWER" (the judge's concede vote). */
  readonly value: string;
  readonly label: string;
}

export function voteChoices(mine: string, survivors: readonly string[], noDraw: boolean, label: (power: string) => string, smallerDraws = false): VoteChoice[] {
  // NO_DIAS: the largest draw, his own power in it, a player accepts (VOTE 3WAY).
  const smaller = noDraw || !smallerDraws ? [] : survivors.slice(2).map((_, i) => ({ value: `draw:${i + 2}`, label: `A draw of at most ${i + 2} powers, ${label(mine)} among them` }));
  return [
    ...(noDraw ? [] : [{ value: 'draw', label: 'A draw of all survivors' }]),
    ...smaller,
    ...(survivors.includes(mine) ? [{ value: `concede:${mine}`, label: `Claim the game for ${label(mine)}: no draw (the others may concede it to you)` }] : []),
    ...survivors.filter((p) => p !== mine).map((p) => ({ value: `concede:${p}`, label: `Concede the game to ${label(p)}` })),
  ];
}

/** The vote a choice's value stands for. */
export function voteOf(value: string): { kind: 'draw'; most?: number } | { kind: 'concede'; to: string } | null {
  if (value === '') return null;
  if (value === 'draw') return { kind: 'draw' };
  if (value.startsWith('draw:')) return { kind: 'draw', most: Number(value.slice('draw:'.length)) };
  return { kind: 'concede', to: value.slice('concede:'.length) };
}

/** The choice's value for a vote (the inverse of `voteOf`). */
export function valueOf(vote: { kind: 'draw'; most?: number } | { kind: 'concede'; to: string } | null): string {
  if (vote === null) return '';
  if (vote.kind === 'draw') return vote.most === undefined ? 'draw' : `draw:${vote.most}`;
  return `concede:${vote.to}`;
}
