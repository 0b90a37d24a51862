/** TanStack Query keys of the label-scale setting's calls. */
export const scaleLabelKeys = {
  mine: ['scale-labels'] as const,
};
