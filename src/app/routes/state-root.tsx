import { useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { RecoilRoot } from 'recoil';
import { endAllChatStreams, FollowOtherTabs } from '@/features/chat';
import { PlanState, startWithPlan, usePlanSource } from '@/features/plans';
import { onAuthError } from '@/lib/api-client';

/**
 * The app pages' Recoil state (the conversations, the submission, the plan, the model choice, dialogs
 * and layout), below the login and password pages, which load none of it. Leaving the app pages for
 * them (a logout) drops it all, and ends every reply still streaming; so does a session that ended.
 */
export function Component() {
  const plan = usePlanSource();
  const [initializeState] = useState(() => startWithPlan(plan));
  useEffect(() => {
    const off = onAuthError(endAllChatStreams);
    return () => {
      off();
      endAllChatStreams();
    };
  }, []);
  return (
    <RecoilRoot initializeState={initializeState}>
      <PlanState plan={plan} />
      <FollowOtherTabs />
      <Outlet />
    </RecoilRoot>
  );
}
