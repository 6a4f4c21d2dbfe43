import { expectNoSeriousA11yViolations } from './support/a11y';
import { signIn } from './support/auth';
import { sendAndWaitForReply } from './support/chat';
import { expect, test } from './support/fixtures';
import { captureBothWidths } from './support/screens';
import { setTheme, THEMES } from './support/theme';

test('a reply with \\(...\\), $$...$$, $...$, prices and a mermaid block: formulas, text and a diagram', async ({
  page,
}) => {
  await signIn(page, 'pro@demo.test');
  await sendAndWaitForReply(page, 'Formulas and a diagram, please [[math]]');
  const reply = page.getByRole('article', { name: /^Reply from/ }).last();

  // \(...\), $$...$$ on its line, $r$, $A = \pi r^2$ and \[...\] over three lines: five formulas, two displayed.
  await expect(reply.locator('.katex')).toHaveCount(5);
  await expect(reply.locator('.katex-display')).toHaveCount(2);
  await expect(reply.locator('.katex-error')).toHaveCount(0);
  await expect(reply.locator('.katex-mathml annotation').first()).toHaveText('e^{i\\pi} + 1 = 0');
  // Prices stay text.
  await expect(reply.getByText('the book costs $4 and the pen $5, or R$ 12,29 in Brazil.')).toBeVisible();

  // The diagram: an SVG with the nodes' labels as SVG text (no HTML labels, no foreignObject).
  const diagram = reply.getByRole('img', { name: 'Diagram' });
  await expect(diagram.locator('svg')).toBeVisible();
  await expect(diagram.locator('svg text').filter({ hasText: 'KaTeX' })).toHaveCount(1);
  await expect(diagram.locator('foreignObject, script')).toHaveCount(0);
  const toggle = reply.getByRole('button', { name: 'Show source' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(reply.locator('pre').filter({ hasText: 'graph TD' })).toBeVisible();
  await expect(diagram).toBeHidden();
  await toggle.click();
  await expect(diagram.locator('svg')).toBeVisible();

  await expectNoSeriousA11yViolations(page, 'math reply');
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expect(diagram.locator('svg')).toBeVisible();
    await captureBothWidths(page, `math-diagram-reply-${theme}`);
  }
});
