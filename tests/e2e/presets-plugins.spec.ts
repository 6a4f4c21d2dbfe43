import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { setTheme, THEMES } from './support/theme';
import { signIn } from './support/auth';
import { expect, test } from './support/fixtures';
import { MOCK_SERVER_URL } from './support/env';
import { captureBothWidths } from './support/screens';
import { messageInput, sendAndWaitForReply } from './support/chat';

const presetsButton = (page: Page) => page.getByRole('button', { name: /^Presets and endpoints/ });

/** axe and screenshots (375 and 1280 px) in light and dark, then back to light. */
async function checkBothThemes(page: Page, label: string) {
  for (const theme of THEMES) {
    await setTheme(page, theme);
    await expectNoSeriousA11yViolations(page, `${label} (${theme})`, { coloursOnly: theme === 'dark' });
    await captureBothWidths(page, `${label.replace(/\W+/g, '-').replace(/-$/, '')}-${theme}`);
  }
  await setTheme(page, 'light');
}

test.describe('presets, plugins and the token dialog as pro@demo.test', () => {
  test.beforeEach(async ({ page }) => {
    // Quick replies: these tests look at requests, not at streaming.
    await page.request.post(`${MOCK_SERVER_URL}/__mock/settings`, { data: { tokensPerSecond: 2000 } });
    await signIn(page, 'pro@demo.test');
    await expect(messageInput(page)).toBeVisible();
  });

  test('a saved preset, applied to a new chat, sets the next request parameters', async ({ page }) => {
    test.slow(); // Four screens checked with axe in two themes.
    // Advanced settings: temperature 0.35 for this chat.
    await page.getByRole('button', { name: 'Conversation settings' }).click();
    const settings = page.getByRole('dialog', { name: 'Advanced settings' });
    await expect(settings).toBeVisible();
    await expect(settings.getByRole('spinbutton', { name: 'Temperature' })).toHaveValue('1');
    await settings.getByRole('spinbutton', { name: 'Temperature' }).fill('0.35');
    await expect(settings.getByRole('slider', { name: 'Temperature' })).toHaveValue('0.35');
    await checkBothThemes(page, 'advanced settings popover');
    await page.keyboard.press('Escape');
    await expect(settings).toBeHidden();

    // Save it as a preset.
    await presetsButton(page).click();
    const menu = page.getByRole('dialog', { name: 'Presets' });
    await expect(menu.getByRole('button', { name: /^Concise answers/ })).toBeVisible();
    await checkBothThemes(page, 'presets menu');
    await menu.getByRole('button', { name: 'Save As Preset' }).click();
    const saveDialog = page.getByRole('dialog', { name: 'Save As Preset' });
    const name = saveDialog.getByRole('textbox', { name: 'Preset name' });
    await expect(name).toHaveValue('My Preset');
    await name.fill('Cool and focused');
    await checkBothThemes(page, 'save preset dialog');
    await saveDialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(saveDialog).toBeHidden();
    await expect(page.getByText('Preset “Cool and focused” saved')).toBeVisible();

    // A fresh chat starts from the defaults again ...
    await page.goto('/chat/new');
    await expect(messageInput(page)).toBeVisible();
    // ... until the preset is applied.
    await presetsButton(page).click();
    await page
      .getByRole('dialog', { name: 'Presets' })
      .getByRole('button', { name: /^Cool and focused/ })
      .click();
    await expect(page.getByText('Preset “Cool and focused” applied')).toBeVisible();
    const body = await sendAndWaitForReply(page, 'Name three rivers');
    expect(body).toMatchObject({ endpoint: 'openAI', model: 'gpt-4o-mini', temperature: 0.35, top_p: 1 });

    // The seeded preset brings its name and instruction; the reply carries the custom name.
    await presetsButton(page).click();
    await page
      .getByRole('dialog', { name: 'Presets' })
      .getByRole('button', { name: /^Concise answers/ })
      .click();
    const second = await sendAndWaitForReply(page, 'And three mountains');
    expect(second).toMatchObject({
      temperature: 0.7,
      chatGptLabel: 'Concise',
      promptPrefix: 'Answer in at most three sentences.',
    });
    await expect(page.getByRole('article', { name: 'Reply from Concise' })).toBeVisible();
  });

  test('installing a plugin with a 9-character key shows the length message', async ({ page }) => {
    test.slow(); // Four screens checked with axe in two themes, and a reply.
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('button', { name: 'Plugins', exact: true }).click();
    const store = page.getByRole('dialog', { name: 'Plugin store' });
    await expect(store.getByRole('heading', { name: 'Wolfram' })).toBeVisible();
    await checkBothThemes(page, 'plugin store');

    await store.getByRole('button', { name: 'Install Wolfram' }).click();
    const form = store.getByRole('form', { name: 'Keys for Wolfram' });
    const key = form.getByLabel('Wolfram App ID');
    await key.fill('123456789');
    await expect(form.getByText('Wolfram App ID must be at least 10 characters long')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Save' })).toBeDisabled();
    await checkBothThemes(page, 'plugin key form');

    await key.fill('1234567890');
    await expect(form.getByRole('button', { name: 'Save' })).toBeEnabled();
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form).toBeHidden();
    await expect(store.getByRole('button', { name: 'Uninstall Wolfram' })).toBeVisible();

    // A plugin without auth installs at once; the installed plugins become tools of the Plugins endpoint.
    await store.getByRole('button', { name: 'Install Calculator' }).click();
    await expect(store.getByRole('button', { name: 'Uninstall Calculator' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(store).toBeHidden();

    await presetsButton(page).click();
    await page.getByRole('dialog', { name: 'Presets' }).getByRole('button', { name: 'Plugins' }).click();
    await page.getByRole('button', { name: 'Plugins for this conversation' }).click();
    await page.getByRole('option', { name: 'Calculator' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Plugins for this conversation' })).toHaveText(
      'Calculator',
    );
    await checkBothThemes(page, 'plugins option bar');
    const body = await sendAndWaitForReply(page, 'What is 12 times 12?', 'gptPlugins');
    expect(body.tools).toEqual([expect.objectContaining({ pluginKey: 'calculator' })]);

    // Uninstalling from the store also drops the tool from this conversation.
    await page.getByRole('button', { name: 'Plugin store' }).click();
    await store.getByRole('button', { name: 'Uninstall Calculator' }).click();
    await expect(store.getByRole('button', { name: 'Install Calculator' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Plugins for this conversation' })).toHaveText(
      'No plugins selected',
    );
  });

  test('a userProvide endpoint asks for the token first and sends it', async ({ page }) => {
    await presetsButton(page).click();
    await page
      .getByRole('dialog', { name: 'Presets' })
      .getByRole('button', { name: 'PaLM', exact: true })
      .click();
    await page.getByRole('button', { name: 'Set Token First' }).click();
    const dialog = page.getByRole('dialog', { name: 'Set token for PaLM' });
    await expect(dialog.getByText('Your token will be sent to the server, but not saved.')).toBeVisible();

    const importer = dialog.getByLabel('Import Service Account JSON Key');
    await importer.setInputFiles({
      name: 'wrong.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify({ client_email: 'a@b.c' })),
    });
    await expect(
      dialog.getByText('Invalid Service Account JSON Key, Did you import the correct file?'),
    ).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Submit' })).toBeDisabled();
    const key = {
      client_email: 'bot@demo-project.iam.gserviceaccount.com',
      project_id: 'demo-project',
      private_key: `-----BEGIN PRIVATE KEY-----\n${'A'.repeat(640)}\n-----END PRIVATE KEY-----\n`,
    };
    await importer.setInputFiles({
      name: 'key.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(key)),
    });
    await expect(dialog.getByText('Successfully Imported Service Account JSON Key')).toBeVisible();
    await checkBothThemes(page, 'token dialog (google)');
    await dialog.getByRole('button', { name: 'Submit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Set Token First' })).toHaveCount(0);

    const body = await sendAndWaitForReply(page, 'Hello PaLM', 'google');
    expect(body).toMatchObject({ endpoint: 'google', model: 'chat-bison', temperature: 0.2, topK: 40 });
    expect(JSON.parse(String(body.token))).toEqual(key);
    await expect(page.getByRole('article', { name: 'Reply from PaLM2' })).toBeVisible();

    // Azure is exempt from 'Set Token First' but takes its four fields through the same dialog.
    await page.goto('/chat/new');
    await presetsButton(page).click();
    await page
      .getByRole('dialog', { name: 'Presets' })
      .getByRole('button', { name: 'Set token for Azure OpenAI' })
      .click();
    const azure = page.getByRole('dialog', { name: 'Set token for Azure OpenAI' });
    await azure.getByLabel('Azure OpenAI instance name').fill('acme');
    await azure.getByLabel('Azure OpenAI deployment name').fill('gpt4o');
    await azure.getByLabel('Azure OpenAI API version').fill('2024-02-01');
    await azure.getByLabel('Azure OpenAI API key').fill('azure-secret-key');
    await checkBothThemes(page, 'token dialog (azure)');
    await azure.getByRole('button', { name: 'Submit' }).click();
    await expect(azure).toBeHidden();
    const stored = await page.evaluate(() => localStorage.getItem('azureOpenAI_token'));
    expect(JSON.parse(stored ?? '{}')).toEqual({
      azureOpenAIApiInstanceName: 'acme',
      azureOpenAIApiDeploymentName: 'gpt4o',
      azureOpenAIApiVersion: '2024-02-01',
      azureOpenAIApiKey: 'azure-secret-key',
    });
  });
});
