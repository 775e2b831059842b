import { powerOf } from '../../shared/game/actors';
import { investorBidder } from '../../shared/variants/payola/ceo';
import type { Actor, Command, GameState } from '../../shared/game/types';
import type { PowerName } from '../../shared/map/types';
import { fail, ok, type Result } from '../../shared/result';

/** Commands a player gives for his own power, which the door may leave for the room to name. */
const OWN_POWER = ['orders', 'clear_orders', 'wait', 'vote', 'resign', 'accept', 'transfer', 'dividend', 'share_price', 'propose', 'answer_proposal', 'card_stack', 'card_play', 'card_pass'] as const;
type OwnPowerType = (typeof OWN_POWER)[number];

type PowerOptional<C> = C extends Command ? Omit<C, 'power'> & { readonly power?: PowerName } : never;

/**
 * A command as the door sends it: like `Command`, but a player's own power may be left out,
 * since only the room knows which power a secret plays. PURGE is not among them: it erases
 * the room, and the doors ask for it by the room's own call (`purge`).
 */
export type DoorCommand = Exclude<Command, { type: OwnPowerType | 'purge' }> | PowerOptional<Extract<Command, { type: OwnPowerType }>>;

const ownsPower = (command: DoorCommand | Command): command is PowerOptional<Extract<Command, { type: OwnPowerType }>> =>
  (OWN_POWER as readonly string[]).includes(command.type);

/** The command with the caller's own power filled in where the door left it out. */
export function completeCommand(state: GameState, actor: Actor, command: DoorCommand): Result<Command, 'power_required'> {
  if (!ownsPower(command) || command.power !== undefined) return ok(command as Command);
  // EXCHANGE: an investor's own offer sheet is his, keyed by his holder name (shared/variants/payola/ceo.ts).
  const power = powerOf(state, actor) ?? (command.type === 'orders' || command.type === 'clear_orders' ? investorBidder(state, actor) : null);
  if (power === null) return fail('power_required', 'Say which power this is for (field "power"): you play none in this game.');
  return ok({ ...command, power } as Command);
}

/** The power a player's own command is for; undefined for other commands. */
export function ownPower(command: Command): PowerName | undefined {
  return ownsPower(command) ? command.power : undefined;
}
