import type { Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import { remarkHtmlAsText } from '../../lib/remark-html-as-text';
import { CodeBlock } from './code-block';
import { MarkdownImage } from './markdown-image';
import { MarkdownLink } from './markdown-link';
import { MarkdownTable } from './markdown-table';
import { TaskCheckbox } from './task-checkbox';

// Module-level constants (house style): stable references, nothing allocated per render.
export const REMARK_PLUGINS = [remarkGfm, remarkHtmlAsText];

export const MARKDOWN_COMPONENTS: Components = {
  a: MarkdownLink,
  img: MarkdownImage,
  input: TaskCheckbox,
  pre: CodeBlock,
  table: MarkdownTable,
};
