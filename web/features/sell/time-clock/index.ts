// the optional time clock (docs/decisions/0287-time-clock.md): what other features use
export { useClock } from './useTimeClock';

/** the time clock's screen, for a link from the staff screen or the account sheet */
export const TIME_CLOCK_PATH = '/time-clock';
