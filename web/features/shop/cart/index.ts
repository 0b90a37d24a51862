// The public surface of this feature: what other features may use (docs/decisions/0094-web-feature-boundaries.md).

export { flyToCart } from './cart-ball';
export { AlreadyInCartError } from './cart-storage';
export { QuantityStepper } from './QuantityStepper';
export { useAddToCart } from './useAddToCart';
export { useCart } from './useCart';
export { useUpdateCart } from './useUpdateCart';
