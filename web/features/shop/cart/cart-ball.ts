/**
 * The cart animation (docs/product.md §9): a ball of 35 px (under 768 px wide) or 40 px flies in 0.8 s from
 * the product to the cart item of the bottom navigation, on a curve, then the cart item bounces.
 * With prefers-reduced-motion only the cart item's short highlight remains.
 */
export const BALL_DURATION_MS = 800;

export function ballSize(viewportWidth: number): number {
  return viewportWidth < 768 ? 35 : 40;
}

function center(rect: DOMRect) {
  return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
}

export function flyToCart(from: Element | null): void {
  const target = document.querySelector('[data-nav="shoping"]');
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  const bump = () =>
    target?.animate?.([{ transform: 'scale(1)' }, { transform: 'scale(1.18)' }, { transform: 'scale(1)' }], {
      duration: reduced ? 1 : 300,
      easing: 'ease-out',
    });
  if (!from || !target || reduced || typeof document.body.animate !== 'function') {
    bump();
    return;
  }
  const size = ballSize(window.innerWidth);
  const a = center(from.getBoundingClientRect());
  const b = center(target.getBoundingClientRect());
  const ball = document.createElement('div');
  ball.setAttribute('aria-hidden', 'true');
  ball.dataset.cartBall = '';
  Object.assign(ball.style, {
    position: 'fixed',
    left: `${a.x - size / 2}px`,
    top: `${a.y - size / 2}px`,
    width: `${size}px`,
    height: `${size}px`,
    borderRadius: '9999px',
    background: 'var(--color-brand, #ec4899)',
    boxShadow: '0 4px 14px rgb(190 24 93 / 0.45)',
    zIndex: '90',
    pointerEvents: 'none',
  });
  document.body.appendChild(ball);
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  // a throw: up first, then down into the cart
  const lift = Math.min(-60, dy * 0.15 - 80);
  const animation = ball.animate(
    [
      { transform: 'translate(0, 0) scale(1)', opacity: 1 },
      { transform: `translate(${dx * 0.5}px, ${lift}px) scale(0.9)`, opacity: 1, offset: 0.4 },
      { transform: `translate(${dx}px, ${dy}px) scale(0.45)`, opacity: 0.85 },
    ],
    { duration: BALL_DURATION_MS, easing: 'cubic-bezier(0.33, 0, 0.67, 1)', fill: 'forwards' },
  );
  animation.onfinish = () => {
    ball.remove();
    bump();
  };
  animation.oncancel = () => ball.remove();
}
