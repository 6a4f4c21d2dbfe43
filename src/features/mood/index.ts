export { MoodPrompt } from './components/signed-in-mood-prompt';
export { MOOD_DEFAULT_SECONDS, moodThresholdSeconds, ratingOutcome, reviewUrl } from './lib/mood-rules';
