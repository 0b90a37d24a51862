import { onAfterLogin } from '../../../shared/account/after-login';

/**
 * Imported once at start-up (web/app/route-table.ts): the cart merge runs after every login,
 * whichever page the login happened on. The merge code itself loads only when needed.
 */
onAfterLogin(async () => {
  const { mergeLocalCart } = await import('./merge');
  await mergeLocalCart();
});
