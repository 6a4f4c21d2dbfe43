import { useEffect, useState, useSyncExternalStore } from 'react';

const isDark = () => document.documentElement.classList.contains('dark');

function subscribeTheme(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * The SVG of a mermaid diagram, drawn in the page's theme (again when the theme changes): null while
 * mermaid loads and draws, and for a diagram that does not parse or a failed load (the caller keeps
 * showing the code). `code` null: nothing loads.
 */
export function useDiagram(code: string | null): string | null {
  const dark = useSyncExternalStore(subscribeTheme, isDark);
  const [drawn, setDrawn] = useState<{ code: string; svg: string | null } | null>(null);
  useEffect(() => {
    if (code === null) return;
    let live = true;
    import('../lib/mermaid-render')
      .then(({ renderMermaid }) => renderMermaid(code, dark))
      .then(
        (svg) => live && setDrawn({ code, svg }),
        () => live && setDrawn({ code, svg: null }),
      );
    return () => {
      live = false;
    };
  }, [code, dark]);
  return drawn && drawn.code === code ? drawn.svg : null;
}
