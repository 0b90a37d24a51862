/**
 * What this browser keeps of the customer display (docs/decisions/0278-customer-display.md): on the till, that it
 * paired a display (so it tells the server what it shows only then); on the display, its display token.
 */
const TILL_KEY = 'stallfeed.till.display';
const TOKEN_KEY = 'stallfeed.display.token';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage refused (a private window): the pairing lasts this page only
  }
}

export const tillHasDisplay = (): boolean => read(TILL_KEY) === '1';
export const setTillHasDisplay = (paired: boolean): void => write(TILL_KEY, paired ? '1' : null);
export const readDisplayToken = (): string | null => read(TOKEN_KEY);
export const saveDisplayToken = (token: string | null): void => write(TOKEN_KEY, token);
