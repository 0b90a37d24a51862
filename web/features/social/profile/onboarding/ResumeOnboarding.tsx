import { Navigate } from 'react-router';
import { Spinner } from '../../../../ui/Spinner';
import { useOnboarding } from '../useOnboarding';
import { STEP_ROUTES } from './steps';

/** /signup and /register for someone logged in: back to the first unfinished onboarding step, else home. */
export function ResumeOnboarding() {
  const state = useOnboarding();
  if (state.isPending) return <Spinner className="mx-auto mt-24" />;
  const next = state.data?.next;
  return <Navigate to={next ? STEP_ROUTES[next] : '/'} replace />;
}
