import { Spinner } from '../ui/Spinner';

/** What a page's place shows while its module loads, where no earlier screen stays up (the first visit, a new frame). */
export function PageFallback() {
  return (
    <div className="flex min-h-[60dvh] items-center justify-center">
      <Spinner size="lg" />
    </div>
  );
}
