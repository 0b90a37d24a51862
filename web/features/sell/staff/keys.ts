/** the staff feature's query keys, apart from its calls so the live stream's handler imports no schema */
export const staffKeys = {
  list: ['staff', 'list'] as const,
  sales: (from: string, to: string) => ['staff', 'sales', from, to] as const,
};
