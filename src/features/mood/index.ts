export { MoodPrompt } from './components/mood-prompt';
export { MOOD_DEFAULT_SECONDS, moodThresholdSeconds, ratingOutcome, reviewUrl } from './lib/mood-rules';
