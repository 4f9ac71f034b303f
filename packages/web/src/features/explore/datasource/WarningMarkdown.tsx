import type { ReactNode } from 'react';
import { parseMarkdown, type MarkdownInline } from './warningMarkdown';

function renderInline(nodes: MarkdownInline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return node.text;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'code':
        return <code key={index}>{node.text}</code>;
      case 'link':
        return (
          <a key={index} href={node.href} target="_blank" rel="noopener noreferrer">
            {renderInline(node.children)}
          </a>
        );
      case 'break':
        return <br key={index} />;
    }
  });
}

/** Warning markdown drawn as React elements (no HTML injection); used in tooltips and alerts. */
export function WarningMarkdown({ markdown }: { markdown: string }) {
  return (
    <div className="sl-warning-markdown">
      {parseMarkdown(markdown).map((block, index) => {
        if (block.kind === 'list')
          return (
            <ul key={index} style={{ margin: 0, paddingLeft: 18 }}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{renderInline(item)}</li>
              ))}
            </ul>
          );
        if (block.kind === 'heading')
          return (
            <p key={index} style={{ margin: 0, fontWeight: 600 }}>
              {renderInline(block.children)}
            </p>
          );
        return (
          <p key={index} style={{ margin: 0 }}>
            {renderInline(block.children)}
          </p>
        );
      })}
    </div>
  );
}
