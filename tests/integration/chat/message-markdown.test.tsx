import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import type * as ReactMarkdown from 'react-markdown';
import type { Options } from 'react-markdown';
import { MessageMarkdown } from '@/features/chat/components/markdown/message-markdown';
import type * as Highlighter from '@/features/chat/lib/highlighter';
import { initI18n } from '@/lib/i18n';

// Counts how often each block's markdown is parsed: a pass-through wrapper around react-markdown.
const parsed = vi.hoisted(() => [] as string[]);
vi.mock('react-markdown', async (importOriginal) => {
  const actual = await importOriginal<typeof ReactMarkdown>();
  return {
    ...actual,
    default: (props: Options) => {
      parsed.push(String(props.children));
      return createElement(actual.default, props);
    },
  };
});

// Records what is highlighted: a pass-through wrapper around the highlighter.
const highlighted = vi.hoisted(() => [] as string[]);
vi.mock('@/features/chat/lib/highlighter', async (importOriginal) => {
  const actual = await importOriginal<typeof Highlighter>();
  return {
    highlightCode: (grammars: string, grammar: string, code: string) => {
      highlighted.push(code);
      return actual.highlightCode(grammars, grammar, code);
    },
  };
});

// The renderer itself, not its deferred loading (tests/integration/chat/deferred-markdown.test.tsx).
vi.mock('@/features/chat/components/deferred-markdown', async () => {
  const { MarkdownBlock } = await import('@/features/chat/components/markdown/markdown-block');
  return { DeferredMarkdownBlock: MarkdownBlock };
});

beforeAll(async () => {
  await initI18n('en');
});
beforeEach(() => {
  parsed.length = 0;
  highlighted.length = 0;
});

/** Lets the highlighting tasks that are due run. */
const tasksRun = () => act(() => new Promise((resolve) => setTimeout(resolve, 20)));
afterEach(() => {
  vi.useRealTimers();
});

const CODE = "print('hi')\n\n\nprint(len('a < b'))";

describe('MessageMarkdown', () => {
  it('highlights code once the highlighter has loaded, re-rendering only the blocks with code', async () => {
    const { container } = render(<MessageMarkdown text={`Some text.\n\n\`\`\`python\n${CODE}\n\`\`\``} />);
    expect(screen.getByText('python')).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('code .hljs-string')).not.toBeNull());
    expect(container.querySelector('code')).toHaveTextContent("print('hi') print(len('a < b'))", {
      normalizeWhitespace: true,
    });
    expect(parsed.filter((text) => text === 'Some text.')).toHaveLength(1);
  });

  it('renders a GFM table inside a horizontally scrollable box', () => {
    render(
      <MessageMarkdown
        text={
          'Compare:\n\n| Option | Effort |\n| --- | --- |\n| Quick script | Low |\n| Full service | High |'
        }
      />,
    );
    const table = screen.getByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Effort' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Full service' })).toBeInTheDocument();
    expect(table.parentElement).toHaveClass('md-table-scroll');
  });

  it('copies the raw code and shows Copied! for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<MessageMarkdown text={`Run this:\n\n~~~python\n${CODE}\n~~~\n\nDone.`} />);

    await user.click(screen.getByRole('button', { name: 'Copy code' }));

    expect(await navigator.clipboard.readText()).toBe(CODE);
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(2900));
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('names a code block without a language "Code"', () => {
    render(<MessageMarkdown text={'```\nplain\n```'} />);
    expect(screen.getByText('Code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy code' })).toBeInTheDocument();
  });

  it('shows raw HTML as text and never renders it', () => {
    const { container } = render(
      <MessageMarkdown
        text={
          'Look <img src=x onerror=alert(1)> here.\n\n<img src=x onerror=alert(1)>\n\n<script>alert(2)</script>'
        }
      />,
    );
    expect(screen.getByText('Look <img src=x onerror=alert(1)> here.')).toBeInTheDocument();
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(screen.getByText('<script>alert(2)</script>')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
  });

  it('keeps javascript:, vbscript: and data: URLs out of every href, and images to http(s)', () => {
    const { container } = render(
      <MessageMarkdown
        text={[
          '[x](javascript:alert(1)) [v](vbscript:msgbox(1)) [d](data:text/html;base64,PHNjcmlwdD4=)',
          '[e](jav&#x61;script:alert(1)) [s](JavaScript:alert(1)) <javascript:alert(1)>',
          '![cat](data:image/png;base64,AAAA) ![bad](javascript:alert(1)) ![local](/cat.png)',
        ].join('\n\n')}
      />,
    );
    for (const name of ['x', 'v', 'd', 'e', 's', 'cat', 'bad', 'local'])
      expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(container.querySelector('img')).toBeNull();
    const urls = [...container.querySelectorAll('[href], [src]')].map(
      (element) => element.getAttribute('href') ?? element.getAttribute('src'),
    );
    expect(urls).toEqual([]);
  });

  it('opens links in a new tab without opener or referrer', () => {
    render(<MessageMarkdown text={'See [the docs](https://example.com/docs) or https://example.org.'} />);
    for (const link of [
      screen.getByRole('link', { name: 'the docs' }),
      screen.getByRole('link', { name: 'https://example.org' }),
    ]) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    }
    expect(screen.getByRole('link', { name: 'the docs' })).toHaveAttribute(
      'href',
      'https://example.com/docs',
    );
  });

  it('loads http(s) images lazily with their alt text', () => {
    render(<MessageMarkdown text={'![A small cat](https://example.com/cat.png)'} />);
    const image = screen.getByRole('img', { name: 'A small cat' });
    expect(image).toHaveAttribute('src', 'https://example.com/cat.png');
    expect(image).toHaveAttribute('loading', 'lazy');
  });

  it('re-parses only the growing last block while a reply streams', () => {
    const first = 'First paragraph with **bold** text.';
    const list = '- one\n- two';
    const { rerender, container } = render(
      <MessageMarkdown text={`${first}\n\n${list}\n\nThe la`} streaming />,
    );
    expect(parsed).toEqual([first, list, 'The la']);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();

    parsed.length = 0;
    rerender(<MessageMarkdown text={`${first}\n\n${list}\n\nThe last one`} streaming />);
    rerender(<MessageMarkdown text={`${first}\n\n${list}\n\nThe last one\n\nA new`} streaming />);
    expect(parsed).toEqual(['The last one', 'A new']);
    expect(screen.getByText('A new')).toBeInTheDocument();

    parsed.length = 0;
    rerender(<MessageMarkdown text={`${first}\n\n${list}\n\nThe last one\n\nA new`} />);
    expect(parsed).toEqual([]);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('does not parse again a reply drawn before: a variant switched back to, a chat opened again', () => {
    const text = 'A variant with *emphasis*.\n\n- kept\n- items';
    const first = render(<MessageMarkdown text={text} />);
    expect(parsed).toEqual(['A variant with *emphasis*.', '- kept\n- items']);
    first.unmount();

    parsed.length = 0;
    render(<MessageMarkdown text={text} />);
    expect(parsed).toEqual([]);
    expect(screen.getByText('emphasis').tagName).toBe('EM');
    expect(screen.getByText('items')).toBeInTheDocument();
  });

  it('keeps a streamed block for later only once it has stopped growing', () => {
    const { unmount } = render(<MessageMarkdown text="Still growi" streaming />);
    unmount();
    parsed.length = 0;
    render(<MessageMarkdown text="Still growi" />);
    expect(parsed).toEqual(['Still growi']);
  });

  it('highlights a streaming code block by whole lines, not on every token, the last line plain', async () => {
    const opening = '```python\ntotal = 41\nname = "riv';
    const { rerender, container } = render(<MessageMarkdown text={opening} streaming />);
    // The first highlighting waits for the highlighter's chunk.
    await waitFor(() => expect(container.querySelector('code .hljs-number')).toHaveTextContent('41'), {
      timeout: 10_000,
    });
    expect(highlighted).toEqual(['total = 41\n']);
    expect(container.querySelector('code .hljs-string')).toBeNull();
    expect(container.querySelector('code')).toHaveTextContent('total = 41 name = "riv', {
      normalizeWhitespace: true,
    });

    rerender(<MessageMarkdown text={`${opening}er`} streaming />);
    rerender(<MessageMarkdown text={`${opening}ers"`} streaming />);
    await tasksRun();
    expect(highlighted).toEqual(['total = 41\n']);
    expect(container.querySelector('code')).toHaveTextContent('total = 41 name = "rivers"', {
      normalizeWhitespace: true,
    });

    rerender(<MessageMarkdown text={`${opening}ers"\nprint(`} streaming />);
    await waitFor(() => expect(container.querySelector('code .hljs-string')).toHaveTextContent('"rivers"'));
    expect(highlighted).toEqual(['total = 41\n', 'total = 41\nname = "rivers"\n']);
  });

  it('shows code highlighted before in its colours at once, without highlighting it again', async () => {
    const text = '```js\nconst answer = 42;\n```';
    const first = render(<MessageMarkdown text={text} />);
    await waitFor(() => expect(first.container.querySelector('code .hljs-keyword')).not.toBeNull(), {
      timeout: 10_000,
    });
    first.unmount();

    highlighted.length = 0;
    const { container } = render(<MessageMarkdown text={text} />);
    expect(container.querySelector('code .hljs-keyword')).toHaveTextContent('const');
    await tasksRun();
    expect(highlighted).toEqual([]);
  });

  it('shows code plain whose fence names an object property, such as constructor or __proto__', async () => {
    const { container } = render(
      <MessageMarkdown text={'```constructor\nlet a = 1\n```\n\n```__proto__\nlet b = 2\n```'} />,
    );
    await tasksRun();
    expect(screen.getByText('constructor')).toBeInTheDocument();
    expect(screen.getByText('__proto__')).toBeInTheDocument();
    expect(container.querySelectorAll('pre code')).toHaveLength(2);
    expect(container.querySelector('pre code')).toHaveTextContent('let a = 1');
    expect(container.querySelector('.hljs')).toBeNull();
    expect(highlighted).toEqual([]);
  });
});
