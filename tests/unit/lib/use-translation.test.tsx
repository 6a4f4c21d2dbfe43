// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import i18next, { type TFunction } from 'i18next';
import { memo, useState } from 'react';
import { changeLanguage, initI18n, useTranslation } from '@/lib/i18n';

function NewChatLabel() {
  const { t } = useTranslation();
  return <p>{t('shell.new_chat')}</p>;
}

beforeAll(async () => {
  await initI18n('en');
  // Both languages' shell strings are in memory: a change of language loads nothing, so no `loaded` event.
  await i18next.loadLanguages('de');
});
afterEach(() => changeLanguage('en'));

describe('useTranslation (src/lib/i18n)', () => {
  it('shows the new language when it changes, with its strings already loaded', async () => {
    render(<NewChatLabel />);
    expect(screen.getByText('New chat').tagName).toBe('P');
    await act(() => changeLanguage('de'));
    expect(screen.getByText('Neuer Chat').tagName).toBe('P');
    await act(() => changeLanguage('en'));
    expect(screen.getByText('New chat').tagName).toBe('P');
  });

  it('keeps one t while the strings stay the same, so a memoised child renders again only on a change', async () => {
    const renders: TFunction[] = [];
    const Child = memo(function Child({ t }: { t: TFunction }) {
      renders.push(t);
      return <span>{t('shell.new_chat')}</span>;
    });
    let bump = () => {};
    function Parent() {
      const { t } = useTranslation();
      const [count, setCount] = useState(0);
      bump = () => setCount(count + 1);
      return (
        <div data-count={count}>
          <Child t={t} />
        </div>
      );
    }
    render(<Parent />);
    act(() => bump());
    act(() => bump());
    expect(renders).toHaveLength(1);
    await act(() => changeLanguage('de'));
    expect(renders).toHaveLength(2);
    expect(renders[1]).not.toBe(renders[0]);
    expect(screen.getByText('Neuer Chat').tagName).toBe('SPAN');
  });

  it("loads a tool's namespace that is not in memory yet and shows its strings once they arrive", async () => {
    // Memoised: it renders again only if the arrival of the strings gives a new t.
    const Title = memo(function Title({ t }: { t: TFunction }) {
      return <h1>{t('title')}</h1>;
    });
    function HelpTitle() {
      const { t } = useTranslation('help');
      return <Title t={t} />;
    }
    expect(i18next.hasLoadedNamespace('help')).toBe(false);
    render(<HelpTitle />);
    expect((await screen.findByRole('heading', { name: 'Help' })).tagName).toBe('H1');
  });
});
