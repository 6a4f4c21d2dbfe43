import mermaid from 'mermaid';

let count = 0;

/**
 * Draws a mermaid diagram as SVG markup, or null when it does not parse. Mermaid's strict security level
 * (its output sanitized, no click handlers or scripts) and no HTML labels: nothing a diagram holds runs
 * or becomes HTML. Loaded only when a reply holds a closed ```mermaid fence.
 */
export async function renderMermaid(code: string, dark: boolean): Promise<string | null> {
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    htmlLabels: false,
    flowchart: { htmlLabels: false },
    suppressErrorRendering: true,
    theme: dark ? 'dark' : 'default',
    fontFamily: 'ui-sans-serif, system-ui, sans-serif',
  });
  try {
    if (!(await mermaid.parse(code, { suppressErrors: true }))) return null;
    count += 1;
    const { svg } = await mermaid.render(`md-diagram-${count}`, code);
    return svg;
  } catch {
    return null;
  }
}
