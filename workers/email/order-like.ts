import { boardNamed, boardNames } from '../../shared/map/boards';
import { standardMap } from '../../shared/map/standard';
import { CLASSIC_KINDS, type GameMap } from '../../shared/map/types';
import { isBombOrder } from '../../shared/variants/global/strike-orders';
import { matchName, provincesBegun } from '../../shared/orders/names';
import { tokenize } from '../../shared/orders/tokens';
import { KIND_WORDS, kindOfWord, LEADING_VERB_OF, VERB_OF, WAIVE_WORDS } from '../../shared/orders/words';

/**
 * Whether a line that is no command reads as an attempt at an order, or as words. A line
 * after SIGNON that is neither ("Sent from my iPhone", "Thanks, Bob") must be answered
 * "not understood", not with the grammar's complaint that SENT is no place. A line starts
 * like an order when its first word is a unit's kind (A, FLEET), a verb that may open an
 * order (BUILD, REMOVE, WAIVE), a power's name, or a place of the board (or the first
 * letters of one: "Bu - Mun" is a wrong order, not prose). Pure.
 */

/**
 * A mail is read before the judge knows which game each line goes to, so without a `map`
 * a line starts like an order when it does so on the standard board, or, on any other
 * board of the instance, names a power or a place and then has an order's word (a move
 * mark, H, S, C …: "Ada - Ank"); the room then reads the orders on the game's own board.
 * Across a dozen boards too many words of prose are some place's abbreviation ("for this
 * spring" names Formosa) or begin its name, so on the other boards a place alone, or its
 * first letters, is not enough.
 */
export function startsLikeOrder(line: string, map?: GameMap): boolean {
  if (map !== undefined) return startsLikeOrderOn(line, map, true);
  if (startsLikeOrderOn(line, standardMap(), true)) return true;
  // A bombing order ("Arsenal SAF bomb SIO") on a board with arsenals (Global) has none of the usual verbs.
  if (boardNames().some((name) => bombLike(line, boardNamed(name)!))) return true;
  if (!tokenize(line).slice(1).some((token) => VERB_OF.has(token))) return false;
  return boardNames().some((name) => name !== 'standard' && startsLikeOrderOn(line, boardNamed(name)!, false));
}

function startsLikeOrderOn(line: string, map: GameMap, begun: boolean): boolean {
  const tokens = tokenize(line);
  const first = tokens[0];
  if (first === undefined) return false;
  if (KIND_WORDS.has(first) || LEADING_VERB_OF.has(first) || WAIVE_WORDS.has(first)) return true;
  // The kinds a board adds (Global's AF, AS, and N for a navy), and its bombing orders.
  if (kindOfWord(first, map.kinds ?? CLASSIC_KINDS) !== undefined || bombLike(line, map)) return true;
  if ([...map.powers.values()].some((p) => p.name === first)) return true;
  if (matchName(map, tokens, 0) !== null) return true;
  return begun && provincesBegun(map, first).length > 0;
}

/** A bombing order, or a line the bombing orders' reader takes for a bad one, on a board with arsenals. */
const bombLike = (line: string, map: GameMap): boolean => (map.kinds ?? []).includes('AS') && isBombOrder(map, line);

/**
 * Whether a line is written as a Payola offer (MECHANICS §4): an amount first and an offer
 * code after it (`5 : A PAR - BUR`, `2 * 4 : …`, `10 $`; a mistyped amount too, which the
 * game then answers with what is wrong), or a code with no amount (`: A PAR H`,
 * `! F BRE H`), or NMR or CLEAR in brackets (`(NMR)`; NMR alone too: CLEAR alone is the
 * command). A number with no code (a telephone number closing a mail) stays words. The
 * mail is read before the game is known: the session takes such a line for a line of the
 * sheet in a Payola game only, and answers it as no order in any other. Pure.
 */
export function startsLikeOffer(line: string): boolean {
  const text = line.trim();
  return /^\d.*[:!>@&$]/.test(text) || /^[:!>@&$]/.test(text) || /^(NMR|[([]\s*(NMR|CLEAR)\s*[)\]])$/i.test(text);
}

/**
 * Whether a line that is neither a command nor an order is written as prose: with small
 * letters, as nobody writes a command by mistake. A run of such lines closing a mail is
 * the sender's signature, even without the "-- " line that should begin it.
 */
export const looksLikeProse = (line: string): boolean => /[a-z]/.test(line);
