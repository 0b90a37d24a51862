// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { ProductAssist } from './ProductAssist';
export type { ProductField } from './product-fill';
export { SuggestedHint } from './SuggestedHint';
export { SuggestNameButton } from './SuggestNameButton';
export { usePostAssist } from './usePostAssist';
export { useSuggestions } from './useSuggestions';
