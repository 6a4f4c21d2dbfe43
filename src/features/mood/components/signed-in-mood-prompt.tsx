import { lazyComponent } from '@/components/ui/lazy-component';
import { useAuthContext } from '@/features/auth';

const MoodPromptForUser = lazyComponent(() => import('./mood-prompt').then((module) => module.MoodPrompt));

/** The mood rating is for signed-in users: a guest's page does not fetch its code. */
export function MoodPrompt() {
  const { isAuthenticated } = useAuthContext();
  return isAuthenticated ? <MoodPromptForUser /> : null;
}
