import { hoursAndMinutes, timeLeft, VIDEO_LIFETIME_MS } from '@/features/video-gen/lib/expiry';
import { PROGRESS_MESSAGES, progressAfter, progressMessage } from '@/features/video-gen/lib/progress';
import { startImageProblem } from '@/features/video-gen/lib/start-image';
import { videoFileName, videoType } from '@/features/video-gen/lib/video-file';

describe('start image rule', () => {
  const png = { type: 'image/png' };
  it('takes JPG, PNG and WEBP of at least 300×300', () => {
    expect(startImageProblem(png, { width: 300, height: 300 })).toBeNull();
    expect(startImageProblem({ type: 'image/jpeg' }, { width: 640, height: 480 })).toBeNull();
    expect(startImageProblem({ type: 'image/webp' }, { width: 1920, height: 300 })).toBeNull();
  });
  it('refuses other types, small sides and undecodable files', () => {
    expect(startImageProblem({ type: 'image/gif' }, { width: 640, height: 480 })).toBe('type');
    expect(startImageProblem({ type: 'image/svg+xml' }, { width: 640, height: 480 })).toBe('type');
    expect(startImageProblem(png, { width: 200, height: 200 })).toBe('size');
    expect(startImageProblem(png, { width: 1000, height: 299 })).toBe('size');
    expect(startImageProblem(png, null)).toBe('size');
  });
});

describe('simulated progress', () => {
  it('rises 10 points every tick to 99, then reads 100', () => {
    expect(Array.from({ length: 13 }, (_, tick) => progressAfter(tick))).toEqual([
      0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 99, 100, 100,
    ]);
  });
  it('steps through the spec messages in order, then says the video is ready', () => {
    const seen = Array.from({ length: 11 }, (_, tick) => progressMessage(progressAfter(tick)));
    expect(seen.slice(0, 10)).toEqual([...PROGRESS_MESSAGES]);
    expect(progressMessage(99)).toBe('final_touches');
    expect(progressMessage(100)).toBe('ready');
  });
});

describe('expiry countdown', () => {
  const created = '2026-11-24T10:00:00.000Z';
  const at = (minutesLater: number) => Date.parse(created) + minutesLater * 60_000;
  it('counts down from 3 hours and stops at 0', () => {
    expect(timeLeft(created, at(0))).toBe(VIDEO_LIFETIME_MS);
    expect(hoursAndMinutes(timeLeft(created, at(11)))).toEqual({ hours: 2, minutes: 49 });
    expect(hoursAndMinutes(timeLeft(created, at(179.5)))).toEqual({ hours: 0, minutes: 1 });
    expect(timeLeft(created, at(180))).toBe(0);
    expect(timeLeft(created, at(400))).toBe(0);
  });
  it('treats an unreadable date as gone', () => {
    expect(timeLeft('yesterday-ish', at(0))).toBe(0);
    expect(timeLeft(null, at(0))).toBe(0);
  });
});

describe('video files', () => {
  it('reads the type from the address and names the file after the prompt', () => {
    expect(videoType('https://cdn/x/clip.webm?sig=1')).toEqual({ extension: 'webm', mime: 'video/webm' });
    expect(videoType('https://cdn/x/clip')).toEqual({ extension: 'mp4', mime: 'video/mp4' });
    expect(videoFileName('Waves at dusk!', 'https://cdn/clip.webm')).toBe('waves-at-dusk.webm');
    expect(videoFileName('', 'https://cdn/clip.mp4')).toBe('video.mp4');
  });
});
