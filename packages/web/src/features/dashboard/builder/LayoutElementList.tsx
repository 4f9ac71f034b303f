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
import { componentNames } from '../layout/messages';
import { builderMessages } from './messages';
import { NewComponentItem } from './NewComponentItem';

const ELEMENTS: { type: LayoutNodeType; icon: ReactNode }[] = [
  { type: 'TABS', icon: <BorderOuterOutlined /> },
  { type: 'ROW', icon: <TableOutlined /> },
  { type: 'COLUMN', icon: <ColumnWidthOutlined /> },
  { type: 'HEADER', icon: <FontSizeOutlined /> },
  { type: 'MARKDOWN', icon: <FileMarkdownOutlined /> },
  { type: 'DIVIDER', icon: <LineOutlined /> },
];

/** New layout elements to drag onto the dashboard. */
export function LayoutElementList() {
  return (
    <div className="sl-builder-elements" data-testid="builder-layout-elements">
      <p className="sl-builder-hint">{builderMessages.dragHint}</p>
      {ELEMENTS.map(({ type, icon }) => (
        <NewComponentItem key={type} dragId={`new:${type}`} type={type} label={componentNames[type]}>
          <span className="sl-builder-icon">{icon}</span>
          {componentNames[type]}
        </NewComponentItem>
      ))}
    </div>
  );
}
