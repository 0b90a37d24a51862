import { Link } from 'react-router';
import type { Product } from '../../../../contract/products';
import { useTranslation } from '../../../i18n/use-translation';
import { formatPrice } from '../../../shared/Price';
import { ProductImage } from '../../../shared/ProductImage';
import { formatStock, perUnit } from '../../../shared/units/amount';
import { SortableTable, type TableColumn } from '../../../ui/SortableTable';
import { editProductHref, StockBadge } from './ProductCard';

/** The catalogue as a sortable table, on a laptop in the list layout (docs/decisions/0175-laptop-back-office.md). */
export function ProductsTable({ products }: { products: Product[] }) {
  const { t, i18n } = useTranslation('products');
  // a product sold by weight is priced, costed and stocked per its unit: "$120.00 / tael", "30 tael" (decision 0233)
  const per = (p: Product) => perUnit(p.unit, i18n.language);
  const columns: TableColumn<Product>[] = [
    {
      key: 'name',
      header: t('table.name'),
      cell: (p) => (
        <Link
          to={editProductHref(p)}
          className="flex items-center gap-3 font-medium text-gray-900 hover:underline"
        >
          <ProductImage path={p.imagePaths[0] ?? null} sizes="40px" className="size-10 shrink-0 rounded-lg" />
          <span className="line-clamp-2">{p.name}</span>
        </Link>
      ),
      sortValue: (p) => p.name,
    },
    {
      key: 'category',
      header: t('table.category'),
      cell: (p) => p.category.join(', ') || '—',
      sortValue: (p) => p.category[0] ?? '',
    },
    {
      key: 'barcode',
      header: t('table.barcode'),
      cell: (p) => p.barcode ?? '—',
      sortValue: (p) => p.barcode ?? '',
    },
    {
      key: 'price',
      header: t('table.price'),
      cell: (p) =>
        // open price: typed at the till; with variants: the cheapest one's, "from $88" (decision 0263)
        p.open_price ? (
          <span className="whitespace-nowrap text-gray-700">{t('price.atStall')}</span>
        ) : (
          <span className="whitespace-nowrap">
            {p.variants.length > 1
              ? t('price.from', { price: formatPrice(p.discounted_price) })
              : formatPrice(p.discounted_price)}
            {per(p)}
            {p.discount > 0 && <span className="ml-1 text-xs text-gray-500">−{p.discount}%</span>}
          </span>
        ),
      sortValue: (p) => p.discounted_price,
      align: 'right',
    },
    {
      key: 'cost',
      header: t('table.cost'),
      cell: (p) => (
        <span className="whitespace-nowrap">
          {formatPrice(p.cost ?? 0)}
          {per(p)}
        </span>
      ),
      sortValue: (p) => p.cost ?? 0,
      align: 'right',
    },
    {
      key: 'stock',
      header: t('table.stock'),
      cell: (p) =>
        // an open-price product's stock is not counted (decision 0263)
        p.open_price ? (
          <span className="text-gray-400">—</span>
        ) : p.quantity > (p.low_stock ?? 5) ? (
          <span className="whitespace-nowrap">{formatStock(p.quantity, p.unit, i18n.language)}</span>
        ) : (
          <StockBadge quantity={p.quantity} lowStock={p.low_stock} unit={p.unit} />
        ),
      sortValue: (p) => p.quantity,
      align: 'right',
    },
  ];
  return (
    <SortableTable
      rows={products}
      columns={columns}
      rowKey={(p) => p._id}
      caption={t('list.label')}
      sortLabel={(column) => t('table.sortBy', { column })}
    />
  );
}
