/**
 * Products: the seller catalogue screens, and the pieces other screens (market, posts, POS) reuse.
 *
 * - `Price`: a price in `$` (or any symbol), 2 decimals by default, discounted price + struck original.
 * - `CategorySheet` / `CategoryChip`: add and remove categories or hashtags with the four outcomes of docs/product.md §5.
 * - `AddPhotoMenu`: photo library / take photo / choose files.
 * - `ImageStrip`: uploaded photos with remove buttons, an add-more tile and upload progress.
 * - `ProductCard` / `StockBadge` / `ProductImage`: a product in list or tiling layout.
 * - Hooks, one per call: `useProductList`, `useProductCategories`, `useProduct`, `useCreateProduct`,
 *   `useUpdateProduct`, `useRemoveProducts`, `useUploadProductImages`.
 */
export { AddPhotoMenu, type AddPhotoMenuProps } from './AddPhotoMenu';
export { CategoryChips, toggleCategory } from './CategoryChips';
export {
  CategoryChip,
  type CategoryChipProps,
  CategorySheet,
  type CategorySheetProps,
} from './CategorySheet';
export { ImageStrip, type ImageStripProps } from './ImageStrip';
export { type ProductListFilters, productKeys, productListKey } from './keys';
export { discountedPrice, formatPrice, Price, type PriceProps } from './Price';
export {
  editProductHref,
  ProductCard,
  type ProductCardProps,
  type ProductLayout,
  StockBadge,
} from './ProductCard';
export { ProductImage, type ProductImageProps } from './ProductImage';
export { useCreateProduct } from './useCreateProduct';
export { useProduct } from './useProduct';
export { useProductCategories } from './useProductCategories';
export { PRODUCT_PAGE_SIZE, type ProductPage, useProductList } from './useProductList';
export { useRemoveProducts } from './useRemoveProducts';
export { useUpdateProduct } from './useUpdateProduct';
export { useUploadProductImages } from './useUploadProductImages';
