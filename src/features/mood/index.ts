export { MoodPrompt } from './components/mood-prompt';
export {
  MOOD_DEFAULT_SECONDS,
  MOOD_DONE_COOKIE,
  MOOD_THRESHOLD_COOKIE,
  USAGE_SYNC_SECONDS,
  moodThresholdSeconds,
  ratingOutcome,
  reviewUrl,
  type Rating,
} from './lib/mood-rules';
