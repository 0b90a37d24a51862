import { useMutation } from '@tanstack/react-query';
import { exportOrders, exportProducts, exportSales } from '../../../../contract/data-exchange';
import { callApi } from '../../../lib/api';
import { downloadCsv } from '../../../shared/download-csv';

/** `/res/product/export_csv`, saved as a file. */
export function useExportProducts() {
  return useMutation({ mutationFn: () => callApi(exportProducts, {}), onSuccess: downloadCsv });
}

/** `/res/order/export_sales_csv`, saved as a file. */
export function useExportSales() {
  return useMutation({
    mutationFn: (range: { from: string; to: string }) => callApi(exportSales, range),
    onSuccess: downloadCsv,
  });
}

/** `/res/order/export_orders_csv`, saved as a file. */
export function useExportOrders() {
  return useMutation({
    mutationFn: (q: { role: 'seller' | 'buyer'; from: string; to: string }) => callApi(exportOrders, q),
    onSuccess: downloadCsv,
  });
}
