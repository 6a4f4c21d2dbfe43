import { signIn } from './support/auth';
import { composerBox, composerHeights, expectFramed, typeThreeLines } from './support/composer-box';
import { expect, test } from './support/fixtures';

// The box grows with its lines up to 13rem (208 px), then scrolls; an empty box is as tall as its
// placeholder, which shows only while the box is empty (issue #43, decision 0024).
for (const width of [1280, 375]) {
  test(`the message box grows with its lines and shows each of them, at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await signIn(page, 'pro@demo.test');
    await expect(composerBox(page)).toHaveAttribute('placeholder', 'Send a message');
    expect((await composerHeights(page)).contain).toBe('strict');
    await expectFramed(page);

    await composerBox(page).click();
    const empty = await typeThreeLines(page);
    await expect(composerBox(page)).not.toHaveAttribute('placeholder');

    for (let line = 4; line <= 14; line++) {
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type(`line ${line}`);
    }
    await expectFramed(page);
    const full = await composerHeights(page);
    expect(full.box).toBe(208);
    expect(full.scrolls).toBe(true);

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await expect(composerBox(page)).toHaveAttribute('placeholder', 'Send a message');
    await expectFramed(page);
    expect((await composerHeights(page)).box).toBe(empty.box);
  });
}

test('a closed box in German at 375 px is as tall as its reason, which shows whole', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, 'pro@demo.test', '/chat/new?locales=de');
  const oneLine = (await composerHeights(page)).box;
  await composerBox(page).fill('[[error:500]] hi');
  await page.keyboard.press('Enter');
  await expect(composerBox(page)).toBeDisabled();
  await expect(composerBox(page)).toHaveAttribute('placeholder', /^Diese Antwort wurde unterbrochen/);
  await expectFramed(page);
  // The reason wraps over several lines and the box takes them all.
  expect((await composerHeights(page)).box).toBeGreaterThan(oneLine + 40);
});

test('Chinese typed through an input method is kept whole, and sent', async ({ page }) => {
  await signIn(page, 'pro@demo.test', '/chat/new?locales=zh');
  await composerBox(page).click();
  const cdp = await page.context().newCDPSession(page);
  let typed = '';
  const syllables: [string, string][] = [
    ['ni', '你'],
    ['hao', '好'],
  ];
  for (const [pinyin, character] of syllables) {
    // The input method shows the pinyin while composing, then puts the character in its place.
    await cdp.send('Input.imeSetComposition', {
      text: pinyin,
      selectionStart: pinyin.length,
      selectionEnd: pinyin.length,
    });
    await expect(composerBox(page)).toHaveValue(`${typed}${pinyin}`);
    await cdp.send('Input.insertText', { text: character });
    typed += character;
    await expect(composerBox(page)).toHaveValue(typed);
  }
  await expect(composerBox(page)).toHaveValue('你好');
  await expect(composerBox(page)).not.toHaveAttribute('placeholder');
  await expectFramed(page);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('log').getByText('你好', { exact: true })).toBeVisible();
  await expect(composerBox(page)).toHaveValue('');
});
