import { createContext } from 'preact';
import { useContext } from 'preact/hooks';
import { powerColour, type ColourOf } from '../../shared/draw/colours.js';

// The colours and names live with the board drawing (shared/draw/), which the Worker draws too.
export { colourOf, NEAR, PALETTE, powerColour, powerColours, powerLabel, type ColourOf } from '../../shared/draw/colours.js';

/** The colours of the game shown; outside a game, those of `powerColour`. */
export const Colours = createContext<ColourOf>(powerColour);
export const useColours = (): ColourOf => useContext(Colours);

