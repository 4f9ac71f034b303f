import { Input } from 'antd';
import { useState } from 'react';
import { sqlLabMessages } from '../messages';

const messages = sqlLabMessages.tabs;

/** A tab's name; double-click edits it in place (Enter or leaving keeps it, Escape cancels). */
export function TabTitle({ label, onRename }: { label: string; onRename(label: string): void }) {
  const [editing, setEditing] = useState<string | null>(null);
  if (editing !== null) {
    const commit = () => {
      const name = editing.trim();
      setEditing(null);
      if (name && name !== label) onRename(name);
    };
    return (
      <Input
        size="small"
        autoFocus
        aria-label={messages.renameLabel}
        value={editing}
        style={{ width: Math.max(120, editing.length * 8 + 24) }}
        onChange={(event) => setEditing(event.target.value)}
        onBlur={(event) => {
          // The tab bar moves focus to the tab holding the input (its own focus handling): keep editing.
          const to = event.relatedTarget;
          if (to instanceof Node && to.contains(event.currentTarget)) {
            const input = event.currentTarget;
            setTimeout(() => input.focus());
            return;
          }
          commit();
        }}
        onPressEnter={commit}
        // Keys typed here are the name's, not the tab bar's (arrows, space, backspace).
        onKeyDown={(event) => {
          event.stopPropagation();
          if (event.key === 'Escape') setEditing(null);
        }}
        onPointerDown={(event) => event.stopPropagation()}
        onClick={(event) => event.stopPropagation()}
      />
    );
  }
  return (
    <span title={messages.renameHint} onDoubleClick={() => setEditing(label)} data-testid="sqllab-tab-title">
      {label}
    </span>
  );
}
