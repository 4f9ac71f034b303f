import { Button, Tabs, Tooltip } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import type { PopoverTab, SaveState } from './columnPopoverModel';
import { dndMessages } from './messages';

export interface FrameTab {
  key: PopoverTab;
  label: string;
  disabled?: boolean;
  /** Why the tab is disabled (shown on hover). */
  tooltip?: string | null;
  content: ReactNode;
}

export interface PopoverFrameProps {
  /** 'metric-popover' or 'column-popover': prefixes the test ids of the tabs and buttons. */
  testId: string;
  title: ReactNode;
  tabs: readonly FrameTab[];
  activeTab: PopoverTab;
  onTabChange: (tab: PopoverTab) => void;
  saveState: SaveState;
  onSave: () => void;
  onClose: () => void;
  style?: CSSProperties;
  /** Drawn last inside the frame (the resize handle). */
  children?: ReactNode;
}

/** The body shared by the column and metric popovers: title, Saved / Simple / Custom SQL tabs, Close and Save. */
export function PopoverFrame(props: PopoverFrameProps) {
  const { testId, title, tabs, activeTab, onTabChange, saveState, onSave, onClose, style, children } = props;
  return (
    <div className="sl-dnd-popover" data-testid={testId} style={style}>
      <div>{title}</div>
      <Tabs
        className="sl-dnd-popover-body"
        size="small"
        activeKey={activeTab}
        onChange={(key) => onTabChange(key as PopoverTab)}
        items={tabs.map((tab) => ({
          key: tab.key,
          disabled: tab.disabled,
          label: (
            <Tooltip title={tab.disabled ? tab.tooltip : undefined}>
              <span data-testid={`${testId}-tab-${tab.key}`} aria-disabled={tab.disabled || undefined}>
                {tab.label}
              </span>
            </Tooltip>
          ),
          children: tab.content,
        }))}
      />
      <div className="sl-dnd-popover-footer">
        <Button size="small" data-testid={`${testId}-close`} onClick={onClose}>
          {dndMessages.close}
        </Button>
        <Button
          size="small"
          type={saveState.primary ? 'primary' : 'default'}
          disabled={!saveState.enabled}
          data-testid={`${testId}-save`}
          onClick={onSave}
        >
          {dndMessages.save}
        </Button>
      </div>
      {children}
    </div>
  );
}
