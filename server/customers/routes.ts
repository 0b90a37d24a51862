import {
  exportCustomers,
  getCustomer,
  importCustomers,
  listCustomers,
  memberCard,
  memberCustomer,
  mergeCustomers,
  tillCustomers,
  updateCustomer,
} from '../../contract/customers';
import { loyaltyBalance, loyaltySettings } from '../../contract/loyalty';
import { handle, type Route } from '../http/calls';
import type { CustomersCsv } from './customers-csv';
import type { Loyalty } from './loyalty';
import type { CustomersService } from './service';

export function customerRoutes(customers: CustomersService, csv: CustomersCsv, loyalty: Loyalty): Route[] {
  return [
    handle(listCustomers, (input, ctx) => customers.list(input, ctx.user)),
    handle(getCustomer, (input, ctx) => customers.get(input.customer_id, ctx.user)),
    handle(updateCustomer, (input, ctx) => customers.update(input, ctx.user)),
    handle(mergeCustomers, (input, ctx) => customers.merge(input, ctx.user)),
    handle(exportCustomers, (_input, ctx) => csv.export(ctx.user)),
    handle(importCustomers, (input, ctx) => csv.import(input, ctx.user)),
    handle(memberCustomer, (input, ctx) => customers.member(input.code, ctx.user)),
    handle(tillCustomers, (_input, ctx) => customers.tillList(ctx.user)),
    handle(memberCard, (input, ctx) => customers.memberCard(input.seller_id, ctx.user)),
    handle(loyaltySettings, (input, ctx) => loyalty.settings(input, ctx.user)),
    handle(loyaltyBalance, (input, ctx) => loyalty.balance(input.seller_id, ctx.user)),
  ];
}
