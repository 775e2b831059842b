import { ok, type Result } from '../result.js';
import { clearAbsences, setAbsence } from './commands/absences.js';
import { join, observe, start } from './commands/join.js';
import { rename, setListed } from './commands/listing.js';
import { purge } from './commands/purge.js';
import { preview, process, pause, resume, reveal, rollback, rollforward, setDeadline, setMaxObservers, terminate } from './commands/master.js';
import { clearOrders, liveCommand, orders, variantCommand, wait } from './commands/orders.js';
import { setOmniscient } from './commands/omniscient.js';
import { press } from './commands/press.js';
import { setContact, setPassword } from './commands/profile.js';
import { control } from './commands/control.js';
import { dummy, handover, resign, takeover } from './commands/seats.js';
import { revive } from './commands/revive.js';
import { tick } from './commands/tick.js';
import { vote } from './commands/votes.js';
import { answerProposal, propose } from './commands/proposals.js';
import type { Outcome } from './step.js';
import type { Actor, Applied, Command, CommandError, GameState, World } from './types.js';

/**
 * Carry out one command: the new state, the events to send out, and for orders the answer
 * to each line; or a refusal with its code and a sentence, the state untouched. The
 * revision goes up by one whenever the state changed.
 */
export function apply(state: GameState, actor: Actor, command: Command, world: World): Result<Applied, CommandError> {
  const outcome = dispatch(state, actor, command, world);
  if (!outcome.ok) return outcome;
  const step = outcome.value;
  const next = step.state === state ? state : { ...step.state, revision: state.revision + 1 };
  return ok(step.answers === undefined ? { state: next, events: step.events } : { state: next, events: step.events, answers: step.answers });
}

function dispatch(state: GameState, actor: Actor, command: Command, world: World): Outcome {
  switch (command.type) {
    case 'join':
      return join(state, actor, command, world);
    case 'observe':
      return observe(state, actor, command);
    case 'start':
      return start(state, actor, command, world);
    case 'orders':
      return orders(state, actor, command, world);
    case 'clear_orders':
      return clearOrders(state, actor, command, world);
    case 'wait':
      return wait(state, actor, command, world);
    case 'press':
      return press(state, actor, command, world);
    case 'vote':
      return vote(state, actor, command);
    case 'resign':
      return resign(state, actor, command);
    case 'takeover':
      return takeover(state, actor, command);
    case 'set_password':
      return setPassword(state, actor, command);
    case 'set_contact':
      return setContact(state, actor, command);
    case 'process':
      return process(state, actor, command, world);
    case 'preview':
      return preview(state, actor, world);
    case 'rollback':
      return rollback(state, actor, command, world);
    case 'rollforward':
      return rollforward(state, actor, command, world);
    case 'pause':
      return pause(state, actor, world);
    case 'resume':
      return resume(state, actor, world);
    case 'set_deadline':
      return setDeadline(state, actor, command, world);
    case 'dummy':
      return dummy(state, actor, command);
    case 'handover':
      return handover(state, actor, command);
    case 'terminate':
      return terminate(state, actor, command);
    case 'reveal':
      return reveal(state, actor);
    case 'set_max_observers':
      return setMaxObservers(state, actor, command);
    case 'accept':
    case 'transfer':
      return variantCommand(state, actor, command, world);
    case 'set_omniscient':
      return setOmniscient(state, actor, command);
    //
    case 'control':
      return control(state, actor, command);
    case 'set_absence':
      return setAbsence(state, actor, command, world);
    case 'clear_absences':
      return clearAbsences(state, actor, world);
    //
    case 'propose':
      return propose(state, actor, command);
    case 'answer_proposal':
      return answerProposal(state, actor, command);
    case 'set_listed':
      return setListed(state, actor, command);
    case 'rename':
      return rename(state, actor, command);
    case 'purge':
      return purge(state, actor);
    // ▸ payola (issue 13): add here
    case 'elect_ceo':
    case 'dividend':
    case 'share_price':
    case 'buy_shares':
    case 'sell_shares':
      return variantCommand(state, actor, command, world);
    // ▸ rules16-mail (issue 16): add here
    // ▸ rules16-time (issue 16): add here
    case 'revive':
      return revive(state, actor, command);
    // ▸ global (issue 14): add here
    // ▸ card (issue 15): add here
    case 'card_stack':
    case 'card_play':
    case 'card_pass':
      return liveCommand(state, actor, command, world);
    case 'tick':
      return tick(state, actor, world);
  }
}
