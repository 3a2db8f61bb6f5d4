import { createContext, useContext } from 'react';
import { screenFor, type Screen } from '../layout.js';

/** The terminal's size and layout, provided by the app (kept up to date on resize). */
export const ScreenContext = createContext<Screen>(screenFor(80, 24));

/** What the screens have to draw in: the layout, its width, and the lines a frame may use. */
export function useScreen(): Screen {
  return useContext(ScreenContext);
}
