/**
 * The powers whose WAIT flag is set, in seat order: the master's view holds every power's
 * flag, a player's his own (`GameView.waits`); a flag counts only on a seat still played.
 */
export function waitsSet(view: { readonly seats: readonly { readonly power: string; readonly status: string }[]; readonly waits: Readonly<Record<string, boolean>> }): string[] {
  return view.seats.filter((s) => s.status !== 'eliminated' && view.waits[s.power] === true).map((s) => s.power);
}
