import { QuestionCircleOutlined } from '@ant-design/icons';
import { buildTimeRangeString, splitTimeRange } from '@sightline/core';
import { Input, Tooltip } from 'antd';
import { useState } from 'react';
import { dateFilterMessages } from './messages';

export interface AdvancedFrameProps {
  value: string;
  onChange(value: string): void;
}

function AdvancedHelp() {
  return (
    <div data-testid="time-range-advanced-help">
      <div>{dateFilterMessages.advancedHelpTitle}</div>
      <ul className="time-range-help-list">
        {dateFilterMessages.advancedHelp.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

/** The Advanced tab: free text for the start and the end, joined as 'start : end'. */
export function AdvancedFrame({ value, onChange }: AdvancedFrameProps) {
  // The inputs keep what is typed (a trailing space while typing 'Last 5 days'); the value is trimmed.
  const [typed, setTyped] = useState<[string, string]>(() => splitTimeRange(value));
  const [valueSince, valueUntil] = splitTimeRange(value);
  const typedMatches = typed[0].trim() === valueSince && typed[1].trim() === valueUntil;
  const [since, until] = typedMatches ? typed : [valueSince, valueUntil];
  const edit = (nextSince: string, nextUntil: string) => {
    setTyped([nextSince, nextUntil]);
    onChange(buildTimeRangeString(nextSince.trim(), nextUntil.trim()));
  };
  return (
    <div className="time-range-frame">
      <div className="time-range-section-title">
        {dateFilterMessages.advancedHeading}{' '}
        <Tooltip title={<AdvancedHelp />} styles={{ root: { maxWidth: 480 } }}>
          <QuestionCircleOutlined data-testid="time-range-advanced-help-icon" />
        </Tooltip>
      </div>
      <div className="time-range-section-title">{dateFilterMessages.start}</div>
      <Input
        data-testid="time-range-advanced-start"
        aria-label={dateFilterMessages.start}
        value={since}
        onChange={(event) => edit(event.target.value, until)}
      />
      <div className="time-range-section-title">{dateFilterMessages.end}</div>
      <Input
        data-testid="time-range-advanced-end"
        aria-label={dateFilterMessages.end}
        value={until}
        onChange={(event) => edit(since, event.target.value)}
      />
    </div>
  );
}
