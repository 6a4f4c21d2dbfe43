import { useCallback, useRef } from 'react';
import { useRuntimeConfig } from '@/lib/runtime-config';
import { useDelayedClose } from '../hooks/use-delayed-close';
import { isInAppRegisterVariant, readGateInputs, readPopupCookies } from '../lib/gate-inputs';
import { gateRedirectUrl, isRegistrationRedirectFlow, type GateAction } from '../lib/gates';
import { usePlanPopup, useSetPlanPopup } from '../state/plan-popup';
import { InAppRegisterPopup } from './in-app-register-popup';
import { RegisterFramePopup } from './register-frame-popup';

/** Shows the popup the gate opened (usePlanGate); mounted once, in the app's root. */
export function PlanPopupHost() {
  const popup = usePlanPopup();
  if (!popup) return null;
  return <OpenPopup action={popup.action} />;
}

function OpenPopup({ action }: { action: GateAction }) {
  const { startSiteUrl } = useRuntimeConfig();
  const setPopup = useSetPlanPopup();
  // Leaving through one of the popup's own links closes it without the wflow redirect.
  const followsLink = useRef(false);
  const closed = useCallback(() => {
    const inputs = readGateInputs();
    if (!followsLink.current && isRegistrationRedirectFlow(inputs)) {
      const target = gateRedirectUrl(
        { kind: 'redirect', page: 'registration-redirect', rule: 'wflow' },
        startSiteUrl,
      );
      if (target) window.location.assign(target);
    }
    setPopup(null);
  }, [setPopup, startSiteUrl]);
  const { leaving, requestClose } = useDelayedClose(closed);
  const inApp = action === 'register' && isInAppRegisterVariant(readPopupCookies().regPop);
  if (inApp) {
    const onLink = () => {
      followsLink.current = true;
      requestClose();
    };
    return <InAppRegisterPopup leaving={leaving} onClose={requestClose} onLink={onLink} />;
  }
  return <RegisterFramePopup action={action} leaving={leaving} onClose={requestClose} />;
}
