import { act, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { RecoilRoot } from 'recoil';
import { createHeaderSlot, HeaderActions, HeaderSlotContext } from '@/components/header-slot';
import { startWithPlan, useCurrentPlan } from '@/features/plans';
import { UNRESOLVED_PLAN, type CurrentPlan } from '@/features/plans/state/current-plan';
import { usePublishPlan } from '@/features/plans/state/publish-plan';

// Issue #30: a state write from the commit that mounts the first page renders again at once, and with
// it React runs every passive effect of the page in the same long task. These parts write nothing
// there, and what must change renders alone.

const GUEST: CurrentPlan = { ...UNRESOLVED_PLAN, resolved: true };

function PlanReader({ renders }: { renders: string[] }) {
  const plan = useCurrentPlan();
  renders.push(`${plan.tier}:${String(plan.resolved)}`);
  return <p>{plan.tier}</p>;
}

function Publisher({ plan }: { plan: CurrentPlan }) {
  usePublishPlan(plan);
  return null;
}

describe('the plan as the app pages mount', () => {
  it('starts at what its sources say: the first publish of an equal plan renders nothing again', () => {
    const renders: string[] = [];
    render(
      <RecoilRoot initializeState={startWithPlan(GUEST)}>
        <Publisher plan={{ ...GUEST }} />
        <PlanReader renders={renders} />
      </RecoilRoot>,
    );
    expect(renders).toEqual(['guest:true']);
  });

  it('publishes a changed plan before paint', () => {
    const renders: string[] = [];
    const { rerender } = render(
      <RecoilRoot initializeState={startWithPlan(GUEST)}>
        <Publisher plan={GUEST} />
        <PlanReader renders={renders} />
      </RecoilRoot>,
    );
    const pro: CurrentPlan = { ...GUEST, tier: 'pro', isPro: true, badge: 'PRO', subscription: 'pro' };
    rerender(
      <RecoilRoot initializeState={startWithPlan(GUEST)}>
        <Publisher plan={pro} />
        <PlanReader renders={renders} />
      </RecoilRoot>,
    );
    expect(screen.getByText('pro')).toBeInTheDocument();
    expect(renders.at(-1)).toBe('pro:true');
  });
});

/** A shell whose header offers a slot, counting its own renders. */
function Shell({ renders, children }: { renders: { count: number }; children: ReactNode }) {
  renders.count += 1;
  const [slot] = useState(createHeaderSlot);
  const [headerShown, setHeaderShown] = useState(true);
  return (
    <HeaderSlotContext.Provider value={slot}>
      {headerShown ? <header ref={slot.set} data-testid="header" /> : null}
      <button type="button" onClick={() => setHeaderShown(false)}>
        Hide header
      </button>
      <main>{children}</main>
    </HeaderSlotContext.Provider>
  );
}

/** The shell with a page's controls meant for its header; returns the shell's render count. */
function renderShellWithActions(): { count: number } {
  const renders = { count: 0 };
  render(
    <Shell renders={renders}>
      <HeaderActions fallback={<span>in the page</span>}>
        <span>in the header</span>
      </HeaderActions>
    </Shell>,
  );
  return renders;
}

describe('the header slot', () => {
  it('takes the page’s controls into the header without rendering the shell again', () => {
    const renders = renderShellWithActions();
    expect(screen.getByTestId('header')).toHaveTextContent('in the header');
    expect(screen.queryByText('in the page')).not.toBeInTheDocument();
    expect(renders.count).toBe(1);
  });

  it('shows the fallback in the page when the header goes, and without a shell', () => {
    renderShellWithActions();
    act(() => screen.getByRole('button', { name: 'Hide header' }).click());
    expect(screen.getByRole('main')).toHaveTextContent('in the page');

    render(
      <HeaderActions fallback={<span>no shell</span>}>
        <span>never</span>
      </HeaderActions>,
    );
    expect(screen.getByText('no shell')).toBeInTheDocument();
  });
});
