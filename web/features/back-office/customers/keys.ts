/** The customer list's query keys (docs/decisions/0282-customers.md). */
export const customerKeys = {
  all: ['customers'] as const,
  list: (q: string) => ['customers', 'list', q] as const,
  one: (id: string) => ['customers', 'one', id] as const,
};
