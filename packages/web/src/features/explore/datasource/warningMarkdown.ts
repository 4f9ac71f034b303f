/**
 * A small, safe reading of the warning markdown datasets, columns and metrics carry: blocks
 * (paragraphs, headings, bullet lists) holding inline text, **strong**, *emphasis*, `code`, links and line
 * breaks. It produces data, never HTML, so the text cannot inject markup; links are kept only for http(s),
 * mailto and same-site paths.
 */

export type MarkdownInline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: MarkdownInline[] }
  | { kind: 'code'; text: string }
  | { kind: 'link'; href: string; children: MarkdownInline[] }
  | { kind: 'break' };

export type MarkdownBlock =
  | { kind: 'paragraph'; children: MarkdownInline[] }
  | { kind: 'heading'; children: MarkdownInline[] }
  | { kind: 'list'; items: MarkdownInline[][] };

const INLINE =
  /`([^`]+)`|\*\*(.+?)\*\*|__(.+?)__|\*([^*\s](?:[^*]*[^*\s])?)\*|\b_([^_\s](?:[^_]*[^_\s])?)_\b|\[([^\]]+)\]\(([^)\s]+)\)|\n/g;

export function isSafeHref(href: string): boolean {
  return /^(https?:|mailto:)/i.test(href) || (href.startsWith('/') && !href.startsWith('//'));
}

export function parseInline(text: string): MarkdownInline[] {
  const nodes: MarkdownInline[] = [];
  let last = 0;
  const pushText = (value: string) => {
    if (!value) return;
    const previous = nodes.at(-1);
    if (previous?.kind === 'text') previous.text += value;
    else nodes.push({ kind: 'text', text: value });
  };
  for (const match of text.matchAll(INLINE)) {
    pushText(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [whole, code, strong, strongAlt, em, emAlt, linkText, href] = match;
    if (code !== undefined) nodes.push({ kind: 'code', text: code });
    else if (strong !== undefined || strongAlt !== undefined)
      nodes.push({ kind: 'strong', children: parseInline(strong ?? strongAlt!) });
    else if (em !== undefined || emAlt !== undefined)
      nodes.push({ kind: 'em', children: parseInline(em ?? emAlt!) });
    else if (linkText !== undefined && href !== undefined) {
      if (isSafeHref(href)) nodes.push({ kind: 'link', href, children: parseInline(linkText) });
      else pushText(linkText);
    } else if (whole === '\n') nodes.push({ kind: 'break' });
  }
  pushText(text.slice(last));
  return nodes;
}

const BULLET = /^\s*[-*+]\s+/;
const HEADING = /^\s*#{1,6}\s+/;

export function parseMarkdown(markdown: string): MarkdownBlock[] {
  const blocks: MarkdownBlock[] = [];
  for (const chunk of markdown.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk.split('\n').filter((line) => line.trim());
    if (lines.length === 0) continue;
    if (lines.every((line) => BULLET.test(line))) {
      blocks.push({ kind: 'list', items: lines.map((line) => parseInline(line.replace(BULLET, '').trim())) });
    } else if (lines.length === 1 && HEADING.test(lines[0]!)) {
      blocks.push({ kind: 'heading', children: parseInline(lines[0]!.replace(HEADING, '').trim()) });
    } else {
      blocks.push({ kind: 'paragraph', children: parseInline(lines.map((line) => line.trim()).join('\n')) });
    }
  }
  return blocks;
}
