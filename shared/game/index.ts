/** The game as a state machine: create it, apply commands to it, know when to wake it. */
export { apply } from './apply.js';
export { DEFAULT_REMINDER_MINUTES, nextWakeup, reminderTime } from './clock.js';
export { createGame, listedByDefault, type CreateGameInput } from './create.js';
export { DEFAULT_MAX_OBSERVERS, MAX_OBSERVERS_LIMIT, observerCap } from './observers.js';
export { lateNow, latePowers, orderStatus, ORDER_STATUSES, type OrderStatus } from './late.js';
export type * from './types.js';
export { COMMAND_ERRORS, GAME_STATUSES, PRESS_KINDS, SEAT_STATUSES } from './types.js';
