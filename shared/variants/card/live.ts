/**
 * Why a Card movement turn takes no written orders, as every door says it (the API's
 * orders, the mail's order lines, PLAY and PASS by mail): the turn is played live, each
 * decision on a clock of seconds (the game's `cardClock`), faster than mail goes.
 */
export const LIVE_TURN =
  'A Card Diplomacy movement turn is played live at the table: nobody writes a list of orders; at his turn in each round a player orders one unit or passes, each decision on a clock of seconds, on the game\'s web page (or through its API). Decks are stacked before the turn, by mail too: DECK and the cards wanted on top (DECK AS KH 10D).';
