/** The few mdast fields this plugin touches (kept structural: mdast types are not a dependency). */
interface MdastNode {
  type: string;
  value?: string;
  children?: MdastNode[];
}

/** Parents whose children are blocks: raw HTML there becomes a paragraph, elsewhere inline text. */
const BLOCK_PARENTS = new Set(['root', 'blockquote', 'listItem', 'footnoteDefinition']);

function convert(parent: MdastNode): void {
  const children = parent.children;
  if (!children) return;
  for (let index = 0; index < children.length; index++) {
    const child = children[index];
    if (!child) continue;
    if (child.type === 'html') {
      const text: MdastNode = { type: 'text', value: child.value ?? '' };
      children[index] = BLOCK_PARENTS.has(parent.type) ? { type: 'paragraph', children: [text] } : text;
    } else {
      convert(child);
    }
  }
}

/**
 * Remark plugin: raw HTML in a reply is shown as the text it is, never rendered. It turns html nodes into
 * text before rehype sees them, so it does not depend on how react-markdown treats raw nodes, and an HTML
 * block keeps its own paragraph instead of running into the next block.
 */
export function remarkHtmlAsText() {
  return (tree: MdastNode) => convert(tree);
}
