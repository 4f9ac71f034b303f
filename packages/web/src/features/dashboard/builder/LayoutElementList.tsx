import {
  BorderOuterOutlined,
  ColumnWidthOutlined,
  FileMarkdownOutlined,
  FontSizeOutlined,
  LineOutlined,
  TableOutlined,
} from '@ant-design/icons';
import type { LayoutNodeType } from '@sightline/core';
import type { ReactNode } from 'react';
import { builderMessages } from './messages';
import { NewComponentItem } from './NewComponentItem';

const ELEMENTS: { type: LayoutNodeType; label: string; icon: ReactNode }[] = [
  { type: 'TABS', label: builderMessages.tabs, icon: <BorderOuterOutlined /> },
  { type: 'ROW', label: builderMessages.row, icon: <TableOutlined /> },
  { type: 'COLUMN', label: builderMessages.column, icon: <ColumnWidthOutlined /> },
  { type: 'HEADER', label: builderMessages.header, icon: <FontSizeOutlined /> },
  { type: 'MARKDOWN', label: builderMessages.markdown, icon: <FileMarkdownOutlined /> },
  { type: 'DIVIDER', label: builderMessages.divider, icon: <LineOutlined /> },
];

/** New layout elements to drag onto the dashboard. */
export function LayoutElementList() {
  return (
    <div className="sl-builder-elements" data-testid="builder-layout-elements">
      <p className="sl-builder-hint">{builderMessages.dragHint}</p>
      {ELEMENTS.map(({ type, label, icon }) => (
        <NewComponentItem key={type} dragId={`new:${type}`} type={type} label={label}>
          <span className="sl-builder-icon">{icon}</span>
          {label}
        </NewComponentItem>
      ))}
    </div>
  );
}
