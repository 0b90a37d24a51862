import { useLocation } from 'react-router';
import AvatarStepPage from './AvatarStepPage';
import CreatorsStepPage from './CreatorsStepPage';
import DaoStepPage from './DaoStepPage';
import FinishSetupPage from './FinishSetupPage';
import NicknameStepPage from './NicknameStepPage';
import PostWarningStepPage from './PostWarningStepPage';
import TermsStepPage from './TermsStepPage';

const PAGES: Record<string, () => React.JSX.Element> = {
  '/signup-terms-condition': TermsStepPage,
  '/signup-post-warning': PostWarningStepPage,
  '/signup-set-nickname': NicknameStepPage,
  '/signup-avatar': AvatarStepPage,
  '/signup-creators': CreatorsStepPage,
  '/signup-dao': DaoStepPage,
  '/finish-setup': FinishSetupPage,
};

/**
 * Every onboarding route (docs/decisions/0058) is this one lazily loaded module: one entry in the shell's route
 * table code per route instead of one chunk each, which keeps the first load of `/` within its budget.
 */
export default function OnboardingPage() {
  const { pathname } = useLocation();
  const Page = PAGES[pathname.toLowerCase()] ?? TermsStepPage;
  return <Page />;
}
