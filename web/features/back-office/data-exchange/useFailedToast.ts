import { useToast } from '../../../ui/toast';

/** A failed export or import, said in a toast with the server's message: every call on the data page. */
export function useFailedToast() {
  const toast = useToast();
  return (err: Error) => toast.show(err.message, { tone: 'danger', durationMs: 3000 });
}
