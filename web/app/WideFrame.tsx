import { lazy, type ReactNode, Suspense } from 'react';
import type { Role } from '../../contract/common';
import { useWideScreen } from '../lib/use-wide-screen';
import type { WideKind } from './wide-layout';

// the side navigation and the panes: on a laptop only
const WidePanes = lazy(() => import('./WidePanes'));

/**
 * A back-office screen's frame (docs/decisions/0273-laptop-back-office.md): on a laptop, the side navigation in
 * place of the bottom bar and the screen beside it (a form in a readable column, the inbox beside its empty pane);
 * on a phone, the screen alone. Loaded with the back office's screens: the feed's first load does not carry it.
 */
export default function WideFrame({
  wide,
  path,
  role,
  children,
}: {
  wide: WideKind;
  path: string;
  role: Role | undefined;
  children: ReactNode;
}) {
  const laptop = useWideScreen();
  const panes = (side: 'before' | 'after') =>
    laptop && role ? (
      <Suspense fallback={null}>
        <WidePanes side={side} path={path} role={role} />
      </Suspense>
    ) : null;
  return (
    <div className="lg:flex lg:items-start">
      {panes('before')}
      <div
        className={`min-w-0 lg:flex-1 ${wide === 'form' ? 'lg:mx-auto lg:max-w-3xl' : ''} ${
          path === '/messages' ? 'lg:max-w-md lg:border-r lg:border-gray-200' : ''
        }`}
      >
        {children}
      </div>
      {panes('after')}
    </div>
  );
}
