import { ExpandAltOutlined } from '@ant-design/icons';
import { Button, Input, Modal, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { SqlEditor } from '../../../../ui/SqlEditor';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { controlTestId } from './controlTestId';
import { basicControlMessages as messages } from './messages';
import { useControlText } from './useControlText';

const INLINE_ROWS = 4;
const EXPANDED_ROWS = 24;
const INLINE_EDITOR_HEIGHT = 120;
const EXPANDED_EDITOR_HEIGHT = 480;

/** Languages a text area can be edited in (`options.language`); sql gets the SQL editor. */
export type TextAreaLanguage = 'sql' | 'markdown';

export function textAreaLanguage(
  options: Readonly<Record<string, unknown>> | undefined,
): TextAreaLanguage | null {
  const language = options?.language;
  return language === 'sql' || language === 'markdown' ? language : null;
}

/**
 * A multi-line text (SQL, markdown, JSON…). SQL is edited in the SQL editor with the dataset's columns and
 * metrics for autocomplete. The expand button opens the same text in a larger editor in a modal.
 */
export function TextAreaControl({ name, config, value, onChange, datasource }: ControlProps<string>) {
  const language = textAreaLanguage(config.options);
  const { text, change, flush } = useControlText(value, (next) => onChange(String(next)), 'text');
  const [expanded, setExpanded] = useState(false);
  const completions = useMemo(
    () => [
      ...(datasource?.columns.map((column) => column.column_name) ?? []),
      ...(datasource?.metrics.map((metric) => metric.metric_name) ?? []),
    ],
    [datasource],
  );

  const editor = (large: boolean) =>
    language === 'sql' ? (
      <SqlEditor
        value={text}
        onChange={change}
        completions={completions}
        placeholder={config.placeholder}
        height={large ? EXPANDED_EDITOR_HEIGHT : INLINE_EDITOR_HEIGHT}
        testId={controlTestId(name, large ? 'expanded' : undefined)}
        autoFocus={large}
      />
    ) : (
      <Input.TextArea
        value={text}
        placeholder={config.placeholder}
        rows={large ? EXPANDED_ROWS : INLINE_ROWS}
        onChange={(event) => change(event.target.value)}
        onBlur={flush}
        data-testid={controlTestId(name, large ? 'expanded' : undefined)}
        aria-label={config.label}
        className={language === 'markdown' ? 'sl-textarea-code' : undefined}
        style={language === 'markdown' ? { fontFamily: 'monospace' } : undefined}
        autoFocus={large}
      />
    );

  return (
    <div className="sl-textarea-control" onBlur={language === 'sql' ? flush : undefined}>
      {!expanded && editor(false)}
      <Tooltip title={messages.expandTitle}>
        <Button
          size="small"
          type="link"
          icon={<ExpandAltOutlined />}
          onClick={() => setExpanded(true)}
          data-testid={controlTestId(name, 'expand')}
        >
          {messages.expand}
        </Button>
      </Tooltip>
      <Modal
        open={expanded}
        title={messages.editorTitle(config.label)}
        width={900}
        onCancel={() => {
          flush();
          setExpanded(false);
        }}
        footer={
          <Button
            type="primary"
            onClick={() => {
              flush();
              setExpanded(false);
            }}
          >
            {messages.done}
          </Button>
        }
        destroyOnHidden
      >
        {expanded && editor(true)}
      </Modal>
    </div>
  );
}
