import { Outlet } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { PlanState } from '@/features/plans';

/**
 * The app pages' Recoil state (the conversation, the submission, the plan, the model choice, dialogs
 * and layout), below the login and password pages, which load none of it. Leaving the app pages for
 * them (a logout) drops it all.
 */
export function Component() {
  return (
    <RecoilRoot>
      <PlanState />
      <Outlet />
    </RecoilRoot>
  );
}
