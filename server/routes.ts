import { authRoutes } from './auth/routes';
import { collectionsRoutes } from './collections/routes';
import type { Route } from './http/calls';
import { orderRoutes } from './orders/routes';
import { postRoutes } from './posts/routes';
import { productRoutes } from './products/routes';
import type { Services } from './services';
import { userRoutes } from './users/routes';

/** Every domain's handlers, registered from their contract declarations. */
export function allRoutes(services: Services): Route[] {
  return [
    ...authRoutes(services.auth),
    ...productRoutes(services.products, services.images),
    ...postRoutes(services.posts, services.images),
    ...collectionsRoutes(services.collections),
    ...orderRoutes(services.orders),
    ...userRoutes(services.users, services.images),
  ];
}
