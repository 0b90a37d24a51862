/** the time clock's query keys, apart from its calls so the live stream's handler imports no schema */
export const timeClockKeys = {
  all: ['time-clock'] as const,
  hours: (from: string, to: string) => ['time-clock', 'hours', from, to] as const,
};
