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

/** The row limits offered, up to the server's maximum (which is offered too). */
export const LIMIT_OPTIONS = [10, 100, 1000, 10_000, 100_000] as const;

/** The limits to offer: those under the server's maximum, the maximum, and the tab's own. */
export function limitOptions(current: number, maxRows: number | null): number[] {
  const offered = new Set<number>(LIMIT_OPTIONS.filter((limit) => maxRows === null || limit <= maxRows));
  if (maxRows !== null) offered.add(maxRows);
  offered.add(current);
  return [...offered].sort((a, b) => a - b);
}

export interface EditorToolbarProps {
  canRun: boolean;
  running: boolean;
  hasSelection: boolean;
  limit: number;
  /** The server's maximum rows per query (SQL_MAX_ROW), when it says. */
  maxRows: number | null;
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
  const limits = limitOptions(limit, props.maxRows);
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
