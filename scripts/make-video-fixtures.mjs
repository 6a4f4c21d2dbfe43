// Makes the mock's video clips (mocks/fixtures/videos/*.webm): a canvas animation recorded by Chromium's
// MediaRecorder (WebM/VP8, 320×180, 3 s, ~120 kbit/s). Run once; the clips are committed.
//   node scripts/make-video-fixtures.mjs
import { writeFile } from 'node:fs/promises';
import { chromium } from '@playwright/test';

const OUT = new URL('../mocks/fixtures/videos/', import.meta.url);
const CLIPS = {
  aurora: { from: '#0b1d3a', to: '#1c5b4a', band: 'rgba(80, 255, 170, 0.45)' },
  waves: { from: '#f4a259', to: '#1d3557', band: 'rgba(255, 255, 255, 0.55)' },
  city: { from: '#1a1033', to: '#3d1d5c', band: 'rgba(255, 80, 200, 0.5)' },
};

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--autoplay-policy=no-user-gesture-required'],
});
const page = await browser.newPage();
await page.setContent('<canvas width="320" height="180"></canvas>');
for (const [name, colours] of Object.entries(CLIPS)) {
  const base64 = await page.evaluate(async ({ from, to, band }) => {
    const canvas = document.querySelector('canvas');
    const context = canvas.getContext('2d');
    const draw = (t) => {
      const sky = context.createLinearGradient(0, 0, 0, 180);
      sky.addColorStop(0, from);
      sky.addColorStop(1, to);
      context.fillStyle = sky;
      context.fillRect(0, 0, 320, 180);
      context.fillStyle = band;
      for (let i = 0; i < 4; i += 1) {
        context.beginPath();
        for (let x = 0; x <= 320; x += 8) {
          const y = 50 + i * 28 + Math.sin(x / 40 + t * 2 + i) * 12;
          if (x === 0) context.moveTo(x, y);
          else context.lineTo(x, y);
        }
        context.lineWidth = 6;
        context.strokeStyle = band;
        context.stroke();
      }
    };
    const stream = canvas.captureStream(24);
    const recorder = new MediaRecorder(stream, {
      mimeType: 'video/webm;codecs=vp8',
      videoBitsPerSecond: 120_000,
    });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const done = new Promise((resolve) => (recorder.onstop = resolve));
    const started = performance.now();
    recorder.start();
    await new Promise((resolve) => {
      const frame = () => {
        const t = (performance.now() - started) / 1000;
        draw(t);
        if (t < 3) requestAnimationFrame(frame);
        else resolve();
      };
      frame();
    });
    recorder.stop();
    await done;
    const buffer = await new Blob(chunks, { type: 'video/webm' }).arrayBuffer();
    let binary = '';
    new Uint8Array(buffer).forEach((byte) => (binary += String.fromCharCode(byte)));
    return btoa(binary);
  }, colours);
  const bytes = Buffer.from(base64, 'base64');
  await writeFile(new URL(`${name}.webm`, OUT), bytes);
  console.log(`${name}.webm: ${bytes.length} bytes`);
}
await browser.close();
