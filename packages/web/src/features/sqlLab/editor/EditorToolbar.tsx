import {
  CaretRightOutlined,
  FormatPainterOutlined,
  LinkOutlined,
  SaveOutlined,
  StopOutlined,
} from '@ant-design/icons';
import { Button, Select, Space, Tooltip } from 'antd';
import { sqlLabMessages } from '../messages';
import type { QueryRun } from '../state/sqlLabSlice';
import { RunTimer } from './RunTimer';

const messages = sqlLabMessages.editor;

/** The row limits offered; the server caps them at its maximum. */
export const LIMIT_OPTIONS = [10, 100, 1000, 10_000, 100_000] as const;

export interface EditorToolbarProps {
  canRun: boolean;
  running: boolean;
  hasSelection: boolean;
  limit: number;
  query: QueryRun | null;
  onRun(): void;
  onRunSelection(): void;
  onStop(): void;
  onLimit(limit: number): void;
  onFormat(): void;
  onSave(): void;
  onShare(): void;
}

/** Run, Run selection, Stop, the row limit and the timer on the left; Format, Save and Share on the right. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { canRun, running, hasSelection, limit, query } = props;
  const limits = LIMIT_OPTIONS.includes(limit as (typeof LIMIT_OPTIONS)[number])
    ? LIMIT_OPTIONS
    : [...LIMIT_OPTIONS, limit].sort((a, b) => a - b);
  return (
    <div className="sl-sqllab-toolbar">
      <Space size="small" wrap>
        {running ? (
          <Button danger icon={<StopOutlined />} onClick={props.onStop} data-testid="sqllab-stop">
            {messages.stop}
          </Button>
        ) : (
          <Tooltip title={messages.runHint}>
            <Button
              type="primary"
              icon={<CaretRightOutlined />}
              disabled={!canRun}
              onClick={hasSelection ? props.onRunSelection : props.onRun}
              data-testid="sqllab-run"
            >
              {hasSelection ? messages.runSelection : messages.run}
            </Button>
          </Tooltip>
        )}
        <Select
          aria-label={messages.limit}
          value={limit}
          style={{ width: 150 }}
          onChange={props.onLimit}
          options={limits.map((value) => ({ value, label: `${messages.limit} ${value.toLocaleString()}` }))}
        />
        <RunTimer query={query} />
      </Space>
      <Space size="small" wrap>
        <Button icon={<FormatPainterOutlined />} onClick={props.onFormat}>
          {messages.format}
        </Button>
        <Button icon={<SaveOutlined />} onClick={props.onSave} disabled={!canRun}>
          {messages.save}
        </Button>
        <Button icon={<LinkOutlined />} onClick={props.onShare} disabled={!canRun}>
          {messages.share}
        </Button>
      </Space>
    </div>
  );
}
