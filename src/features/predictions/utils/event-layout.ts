/** An event card's row in the virtual list, the gap below it included. */
export const EVENT_ROW_HEIGHT = 196;
