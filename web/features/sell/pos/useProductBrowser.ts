import { useEffect, useRef, useState } from 'react';
import type { ScaleLayout } from '../../../../contract/scale-barcode-codes';
import type { ProductLayout, ProductListFilters } from '../../back-office/products';
import {
  readProductLayout,
  saveProductLayout,
  useProductCategories,
  useProductList,
} from '../../back-office/products';
import { useQuickKeys } from '../quick-keys';
import { carriesBarcode, tillSearch } from './till-search';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * What the till's product browser shows: the seller's products as searched (a word, or a scale label's item code)
 * and filtered by category, her quick keys and the categories, in tiles or a list as she last chose.
 */
export function useProductBrowser(userId: string, scaleLayout: ScaleLayout) {
  const [searchOpen, setSearchOpen] = useState(false);
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<ProductListFilters>({
    search: '',
    category: [],
    sort: -1,
    mine: true,
  });
  const [layout, setLayout] = useState<ProductLayout>(readProductLayout);
  const searchInput = useRef<HTMLInputElement>(null);
  // a scale label searched: only the products carrying its item code are listed (till-search.ts)
  const [labelBarcodes, setLabelBarcodes] = useState<string[] | null>(null);

  const products = useProductList(userId, filters);
  const quick = useQuickKeys(userId !== '');
  const categories = useProductCategories();

  useEffect(() => {
    const timer = setTimeout(() => {
      const { search, barcodes } = tillSearch(searchText, scaleLayout);
      setFilters((f) => (f.search === search ? f : { ...f, search }));
      setLabelBarcodes(barcodes);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText, scaleLayout]);

  function toggleLayout() {
    const next = layout === 'list' ? 'tiling' : 'list';
    setLayout(next);
    saveProductLayout(next);
  }

  /** the header's search button: opens the search with the cursor in it, or closes and empties it */
  function toggleSearch() {
    if (searchOpen) setSearchText('');
    else requestAnimationFrame(() => searchInput.current?.focus());
    setSearchOpen(!searchOpen);
  }

  /** the / key: the search open, the cursor in it */
  function openSearch() {
    if (!searchOpen) setSearchOpen(true);
    requestAnimationFrame(() => searchInput.current?.focus());
  }

  /** the Escape key: an open search emptied and closed */
  function closeSearch() {
    if (!searchOpen) return;
    setSearchText('');
    setSearchOpen(false);
  }

  function clearFilters() {
    setSearchText('');
    setFilters((f) => ({ ...f, search: '', category: [] }));
  }

  function setCategories(next: string[]) {
    setFilters((f) => ({ ...f, category: next }));
  }

  const listed = products.data?.items ?? [];
  const items = labelBarcodes ? listed.filter((p) => carriesBarcode(p, labelBarcodes)) : listed;

  return {
    products,
    /** the products listed: those a scale label's item code names, when one was searched */
    items,
    /** a search or a category narrows the list */
    filtered: filters.search !== '' || filters.category.length > 0,
    quickKeys: quick.data?.items ?? [],
    categoryNames: categories.data ?? [],
    selectedCategories: filters.category,
    setCategories,
    layout,
    toggleLayout,
    searchOpen,
    searchText,
    setSearchText,
    searchInput,
    toggleSearch,
    openSearch,
    closeSearch,
    clearFilters,
  };
}

export type ProductBrowserState = ReturnType<typeof useProductBrowser>;
