import type { CommandError } from '../../shared/game/types';
import type { Result } from '../../shared/result';
import type { ConfirmErrorCode } from './addresses';
import type { AuthError } from './identify';

/*
 * What the room answers, in a module of its own below both the room and its doors (the API,
 * the mail door), so that neither imports the other for it.
 */

/** Why the room refused a call; the door turns each code into an HTTP status. */
export type RoomErrorCode =
  | CommandError
  | AuthError
  | 'no_game'
  | 'game_exists'
  | 'power_required'
  | 'upgrade_required'
  | 'too_large'
  | 'locked_out'
  | 'too_many_sockets'
  /** The archive (D1) could not be written just now: nothing was changed; try again. */
  | 'archive_unavailable'
  | ConfirmErrorCode;

/** What every call of the room answers: a value, or a code and a sentence. */
export type RoomResult<T> = Result<T, RoomErrorCode>;
