import { EditOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useState } from 'react';
import { dndMessages } from './messages';

export interface EditableTitleProps {
  /** The label shown (custom, default or placeholder). */
  shown: string;
  /** The custom label the input starts from ('' when none: the input shows the default as placeholder). */
  custom: string;
  editable: boolean;
  onCommit: (typed: string) => void;
  testId: string;
}

/** A popover title the user can click to rename; Enter or leaving the input commits it. */
export function EditableTitle({ shown, custom, editable, onCommit, testId }: EditableTitleProps) {
  const [typing, setTyping] = useState<string | null>(null);

  if (typing !== null && editable) {
    const commit = () => {
      onCommit(typing);
      setTyping(null);
    };
    return (
      <Input
        size="small"
        autoFocus
        data-testid={`${testId}-input`}
        value={typing}
        placeholder={shown}
        onChange={(event) => setTyping(event.target.value)}
        onBlur={commit}
        onPressEnter={commit}
      />
    );
  }
  return (
    <span
      className={editable ? 'sl-dnd-title' : 'sl-dnd-title sl-dnd-title-fixed'}
      data-testid={testId}
      role={editable ? 'button' : undefined}
      tabIndex={editable ? 0 : undefined}
      title={editable ? dndMessages.editTitle : undefined}
      aria-disabled={!editable}
      onClick={() => {
        if (editable) setTyping(custom);
      }}
      onKeyDown={(event) => {
        if (editable && event.key === 'Enter') setTyping(custom);
      }}
    >
      {shown}
      {editable ? <EditOutlined /> : null}
    </span>
  );
}
