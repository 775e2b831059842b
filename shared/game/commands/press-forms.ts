import type { PowerName } from '../../map/types.js';
import { fail, ok, type Result } from '../../result.js';
import { hasRule } from '../../rules/index.js';
import type { Command, GameState, PressClaim, PressMessage } from '../types.js';

/**
 * The forms of a message beyond white press: grey (no sender named) and fake (another
 * sender, other recipients claimed). GREY_PRESS greys every message but those only to the
 * master, YELLOW_PRESS every broadcast; WHITE_GREY lets the writer choose; FAKE_PRESS lets
 * him claim a sender and recipients. The master's own press is always his, named.
 */

type Press = Extract<Command, { type: 'press' }>;
type Recipient = PowerName | 'MASTER';

export interface PressForm {
  readonly grey?: true;
  readonly claim?: PressClaim;
}

export function pressForm(
  state: GameState,
  from: PressMessage['from'],
  command: Press,
  to: readonly Recipient[],
  broadcast: boolean,
): Result<PressForm, 'press_forbidden'> {
  const rules = state.settings.rules;
  const onlyMaster = !broadcast && to.every((r) => r === 'MASTER');
  const fake = command.fake;
  if (from === 'MASTER') {
    if (command.grey === true || fake !== undefined) return fail('press_forbidden', 'The master\'s press always carries his name: it is neither grey nor fake.');
    return ok({});
  }
  if (command.grey === true) {
    if (onlyMaster) return fail('press_forbidden', 'Press to the master alone always names its writer: leave out GREY.');
    if (!hasRule(rules, 'WHITE_GREY') && !hasRule(rules, 'GREY_PRESS') && !hasRule(rules, 'FAKE_PRESS') && !(broadcast && hasRule(rules, 'YELLOW_PRESS'))) {
      return fail('press_forbidden', 'This game has no anonymous press to choose (it needs WHITE_GREY, GREY_PRESS or FAKE_PRESS; YELLOW_PRESS greys broadcasts).');
    }
  }
  const grey = !onlyMaster && (command.grey === true || hasRule(rules, 'GREY_PRESS') || (broadcast && hasRule(rules, 'YELLOW_PRESS')));
  if (fake === undefined) return ok(grey ? { grey: true } : {});

  if (!hasRule(rules, 'FAKE_PRESS')) return fail('press_forbidden', 'This game has no fake press (FAKE_PRESS): a message is from its writer, to its recipients.');
  if (from === 'OBSERVER') return fail('press_forbidden', 'Only a power may fake press (FAKE_PRESS).');
  if (fake.from !== undefined) {
    if (fake.from === 'MASTER') return fail('press_forbidden', 'No press may claim to come from the master.');
    if (state.seats[fake.from] === undefined) return fail('press_forbidden', `${fake.from}: no such power in this game, so no press can claim to come from it.`);
    if (command.grey === true) return fail('press_forbidden', 'A message is either grey or from a power it names: not both.');
  }
  let claimTo: readonly Recipient[];
  let claimKind: PressMessage['kind'];
  if (fake.to === undefined) {
    claimTo = to;
    claimKind = broadcast ? 'broadcast' : 'private';
  } else if (fake.to === 'ALL') {
    claimTo = [...Object.keys(state.seats), 'MASTER'];
    claimKind = 'broadcast';
  } else {
    const unknown = fake.to.filter((r) => r !== 'MASTER' && state.seats[r] === undefined);
    if (unknown.length > 0) return fail('press_forbidden', `${unknown.join(', ')}: no such power in this game.`);
    if (fake.to.length === 0) return fail('press_forbidden', 'FAKE TO names nobody.');
    claimTo = [...new Set(fake.to)];
    claimKind = 'private';
  }
  // "If you include the Master in the true recipients, he must be in the FAKE recipients, and vice-versa."
  // (A claimed broadcast names nobody: it is "to everyone".)
  if (claimKind === 'private' && !broadcast && to.includes('MASTER') !== claimTo.includes('MASTER')) {
    return fail('press_forbidden', 'The master is among the claimed recipients exactly when he is among the true ones (FAKE_PRESS).');
  }
  const claimFrom = fake.from ?? (grey ? null : from);
  const form: PressForm = {
    ...(grey && fake.from === undefined ? { grey: true as const } : {}),
    claim: { from: claimFrom ?? from, to: claimTo, kind: claimKind },
  };
  return ok(form);
}

/** Which forms a player or observer may choose in a game, for a client that offers only those (the engine still judges). */
export interface PressFormsOffered {
  /** He may tick "without my name" (WHITE_GREY or FAKE_PRESS). */
  readonly greyChoice: boolean;
  /** Every message but those to the master alone goes without his name (GREY_PRESS). */
  readonly greyAlways: boolean;
  /** Every broadcast goes without his name (YELLOW_PRESS). */
  readonly greyBroadcasts: boolean;
  /** He may sign as another power and claim other recipients (FAKE_PRESS; powers only). */
  readonly fake: boolean;
}

export function pressFormsOffered(rules: readonly string[], sender: PressMessage['from']): PressFormsOffered {
  if (sender === 'MASTER') return { greyChoice: false, greyAlways: false, greyBroadcasts: false, fake: false };
  return {
    greyChoice: hasRule(rules, 'WHITE_GREY') || hasRule(rules, 'FAKE_PRESS'),
    greyAlways: hasRule(rules, 'GREY_PRESS'),
    greyBroadcasts: hasRule(rules, 'YELLOW_PRESS'),
    fake: sender !== 'OBSERVER' && hasRule(rules, 'FAKE_PRESS'),
  };
}
