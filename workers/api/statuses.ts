import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Result } from '../../shared/result';
import { ApiError } from '../errors';
import type { RoomErrorCode, RoomResult } from '../room/result';

/**
 * The HTTP status of each refusal of the room. 401: no or the wrong secret. 403: the
 * secret is good but does not allow this. 404: no such game. 409: not now (the game's
 * status or phase does not allow it). 400: the request itself cannot be carried out.
 * 413: what was sent is too large for the game to keep. 429: too much, too often (press,
 * sign-ons, confirmation codes, wrong codes, Payola transfers in a phase). 503: the
 * game takes no more live connections for now, or the archive cannot be written just now.
 */
export function statusOf(code: RoomErrorCode): ContentfulStatusCode {
  switch (code) {
    case 'bad_secret':
    case 'secret_required':
      return 401;
    case 'not_allowed':
    case 'press_forbidden':
    case 'private_game':
      return 403;
    case 'no_game':
      return 404;
    case 'game_exists':
    case 'wrong_status':
    case 'seat_taken':
    case 'already_joined':
    case 'nobody_left':
    case 'game_full':
    case 'no_orders_now':
    case 'bad_vote':
    case 'nothing_to_roll':
    case 'paused':
    case 'not_ready':
    case 'observers_full':
    case 'stale_phase':
    case 'not_your_turn':
      return 409;
    case 'unknown_power':
    case 'bad_deadline':
    case 'bad_absence':
    case 'bad_rules':
    case 'power_required':
    case 'bad_setting':
    case 'unknown_map':
    case 'wrong_variant':
    case 'bad_card':
      return 400;
    case 'press_too_long':
    case 'too_large':
      return 413;
    case 'press_too_fast':
    case 'too_many_transfers':
      return 429;
    case 'upgrade_required':
      return 426;
    case 'bad_code':
      return 400;
    case 'nothing_to_confirm':
      return 409;
    case 'too_many_codes':
    case 'too_many_tries':
    case 'locked_out':
      return 429;
    case 'too_many_sockets':
    case 'archive_unavailable':
      return 503;
  }
}

/** The value of a room's answer, or the ApiError its refusal stands for. */
export function unwrap<T>(result: RoomResult<T>): T {
  if (result.ok) return result.value;
  throw new ApiError(statusOf(result.error.code), result.error.code, result.error.message);
}

/** Like `unwrap`, for answers whose codes are already HTTP-minded (the archive's). */
export function unwrapWith<T, C extends string>(result: Result<T, C>, status: (code: C) => ContentfulStatusCode): T {
  if (result.ok) return result.value;
  throw new ApiError(status(result.error.code), result.error.code, result.error.message);
}
