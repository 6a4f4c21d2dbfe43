import { useNavigate, useParams } from 'react-router-dom';
import { useCurrentPlan, usePlanGate } from '@/features/plans';
import { videoModelAccess, videoModelFor, type VideoModel } from '../lib/video-models';

/** The video page's model and how to pick another: its page, or the gate the plan meets first. */
export function useVideoModelPick() {
  const { videoId } = useParams();
  const navigate = useNavigate();
  const plan = useCurrentPlan();
  const gate = usePlanGate();
  const current = videoModelFor(videoId);
  const pick = (next: VideoModel) => {
    if (next.id === current.id || !plan.resolved) return;
    const access = videoModelAccess(plan.tier, next);
    if (access.state === 'gated') gate.request(access.gate);
    else navigate(next.path);
  };
  return { current, pick };
}
