/**
 * Products: the seller catalogue screens, and the pieces other screens (market, posts, POS) reuse.
 *
 * - `CategorySheet` / `CategoryChip`: add and remove categories or hashtags with the four outcomes of docs/product.md §5.
 * - `AddPhotoMenu`: photo library / take photo / choose files.
 * - `ImageStrip`: uploaded photos with remove buttons, an add-more tile and upload progress.
 * - `ProductCard` / `StockBadge`: a product in list or tiling layout (its price and picture: web/shared).
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
export { EMPTY_DRAFT, type ProductDraft } from './draft';
export { ImageStrip, type ImageStripProps } from './ImageStrip';
export { invalidateProductData, type ProductListFilters, productKeys, productListKey } from './keys';
export { readProductLayout, saveProductLayout } from './layout-storage';
export {
  editProductHref,
  ProductCard,
  type ProductCardProps,
  type ProductLayout,
  StockBadge,
} from './ProductCard';
export { useCreateProduct } from './useCreateProduct';
export { productCopyName, useProduct } from './useProduct';
export { useProductCategories } from './useProductCategories';
export { fillProductList, PRODUCT_PAGE_SIZE, type ProductPage, useProductList } from './useProductList';
export { useRemoveProducts } from './useRemoveProducts';
export { useUpdateProduct } from './useUpdateProduct';
export { useUploadProductImages } from './useUploadProductImages';
