import { MOOD_DEFAULT_SECONDS, moodThresholdSeconds, ratingOutcome, reviewUrl } from '@/features/mood';

describe('mood rules', () => {
  it('waits 5 minutes unless the cookie names a positive number of seconds', () => {
    expect(MOOD_DEFAULT_SECONDS).toBe(300);
    expect(moodThresholdSeconds(null)).toBe(300);
    expect(moodThresholdSeconds('')).toBe(300);
    expect(moodThresholdSeconds('3')).toBe(3);
    expect(moodThresholdSeconds(' 90 ')).toBe(90);
    expect(moodThresholdSeconds('0')).toBe(300);
    expect(moodThresholdSeconds('-5')).toBe(300);
    expect(moodThresholdSeconds('soon')).toBe(300);
  });

  it('thanks for 1 to 3 and asks for a review for 4 and 5', () => {
    expect([1, 2, 3, 4, 5].map((rating) => ratingOutcome(rating as 1 | 2 | 3 | 4 | 5))).toEqual([
      'thanks',
      'thanks',
      'thanks',
      'review',
      'review',
    ]);
  });

  it('points the review at the start site on Trustpilot', () => {
    expect(reviewUrl('https://start.acme-chat.example/x')).toBe(
      'https://www.trustpilot.com/evaluate/start.acme-chat.example',
    );
  });
});
