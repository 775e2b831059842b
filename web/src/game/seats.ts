/**
 * What the master may do with a power's seat, as the DPjudge allows it: a played power is
 * never made a dummy over its player's head (he is resigned first, and the seat is then
 * vacant); an open or vacant seat may be made a dummy; a dummy is ended by resigning it,
 * which leaves the seat vacant for a new player to take over.
 */
export type SeatAction = { readonly kind: 'resign' | 'dummy' | 'undummy'; readonly label: string };

export function seatActionFor(status: string): SeatAction | null {
  switch (status) {
    case 'taken':
      return { kind: 'resign', label: 'Resign its player' };
    case 'open':
    case 'vacant':
      return { kind: 'dummy', label: 'Make it a dummy' };
    case 'dummy':
      return { kind: 'undummy', label: 'End the dummy (the seat becomes vacant)' };
    default:
      return null;
  }
}

/** Why there is nothing to do with a seat. */
export function seatHint(status: string): string {
  return status === 'eliminated' ? 'This power is out of the game.' : 'Nothing to do with this seat now.';
}
