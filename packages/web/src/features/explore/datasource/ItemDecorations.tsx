import { ClockCircleOutlined, SafetyCertificateFilled, WarningFilled } from '@ant-design/icons';
import type { ExploreColumn } from '@sightline/core';
import { Tooltip } from 'antd';
import { formatMessage } from '../../../ui/formatMessage';
import { columnKind, type ColumnKind } from './columnType';
import { panelMessages } from './messages';
import { WarningMarkdown } from './WarningMarkdown';

const ICON_STYLE = {
  display: 'inline-flex',
  justifyContent: 'center',
  minWidth: 24,
  fontSize: 11,
  fontWeight: 600,
  color: '#8c8c8c',
} as const;

const KIND_GLYPH: Record<Exclude<ColumnKind, 'temporal'>, string> = {
  numeric: '#',
  string: 'ABC',
  boolean: 'T/F',
};

/** The column's type icon: # numeric, ABC string, a clock for temporal, T/F boolean, ? unknown. */
export function ColumnTypeIcon({ column }: { column: Pick<ExploreColumn, 'type_generic' | 'is_dttm'> }) {
  const kind = columnKind(column);
  return (
    <span role="img" aria-label={kind ?? 'unknown type'} style={ICON_STYLE}>
      {kind === 'temporal' ? <ClockCircleOutlined /> : kind ? KIND_GLYPH[kind] : '?'}
    </span>
  );
}

export function MetricIcon() {
  return (
    <span role="img" aria-label="metric" style={{ ...ICON_STYLE, fontSize: 14, fontStyle: 'italic' }}>
      ƒ
    </span>
  );
}

/** Certified items show 'Certified by %s' and the details on hover. */
export function CertifiedIcon({
  certifiedBy,
  details,
}: {
  certifiedBy?: string | null;
  details?: string | null;
}) {
  const title = (
    <>
      {certifiedBy && <div>{formatMessage(panelMessages.certifiedBy, certifiedBy)}</div>}
      {details && <div>{details}</div>}
    </>
  );
  return (
    <Tooltip title={title}>
      <SafetyCertificateFilled aria-label="certified" style={{ color: '#1677ff' }} />
    </Tooltip>
  );
}

/** A warning icon showing the warning markdown on hover. */
export function WarningIcon({ markdown, label = 'warning' }: { markdown: string; label?: string }) {
  return (
    <Tooltip title={<WarningMarkdown markdown={markdown} />}>
      <WarningFilled aria-label={label} style={{ color: '#faad14' }} />
    </Tooltip>
  );
}

/** True when the item carries a certification to show. */
export function isCertified(item: {
  certified_by?: string | null;
  certification_details?: string | null;
  is_certified?: boolean;
}) {
  return !!item.certified_by || !!item.certification_details || item.is_certified === true;
}
