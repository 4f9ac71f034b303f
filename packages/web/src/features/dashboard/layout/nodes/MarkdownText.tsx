import ReactMarkdown from 'react-markdown';
import remarkGfm from 'remark-gfm';

/**
 * Markdown as React elements: GitHub tables, lists and links; raw HTML is skipped, so nothing needs
 * sanitizing. Its own chunk: only dashboards with markdown load the parser.
 */
export default function MarkdownText({ source }: { source: string }) {
  return (
    <ReactMarkdown remarkPlugins={[remarkGfm]} skipHtml>
      {source}
    </ReactMarkdown>
  );
}
