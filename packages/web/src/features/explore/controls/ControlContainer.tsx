import { ExclamationCircleOutlined, InfoCircleOutlined } from '@ant-design/icons';
import type { ControlConfig, ControlValues } from '@sightline/charts';
import type { ExploreDatasource } from '@sightline/core';
import { Tooltip, Typography } from 'antd';
import { controlComponentFor } from './controlRegistry';

export interface ControlContainerProps {
  name: string;
  config: ControlConfig;
  value: unknown;
  formData: ControlValues;
  datasource: ExploreDatasource | null;
  errors: readonly string[];
  onChange: (name: string, value: unknown) => void;
}

const warnedTypes = new Set<string>();

/** An unknown control type is logged (once per type) and not drawn. */
function warnUnknownType(type: string, name: string) {
  if (warnedTypes.has(type)) return;
  warnedTypes.add(type);
  console.warn(`Unknown control type "${type}" (control "${name}") is not drawn`);
}

/**
 * One control of the panel: picks the implementation by type and draws its header
 * (label, description, validation errors) around it.
 */
export function ControlContainer({
  name,
  config,
  value,
  formData,
  datasource,
  errors,
  onChange,
}: ControlContainerProps) {
  if (config.type === 'HiddenControl') return null;
  const Control = controlComponentFor(config.type);
  if (!Control) {
    warnUnknownType(config.type, name);
    return null;
  }
  const hasErrors = errors.length > 0;
  return (
    <div
      className="sl-control"
      data-testid={`control-container-${name}`}
      data-affects={config.affects}
      data-has-errors={hasErrors || undefined}
    >
      {config.type !== 'CheckboxControl' && (
        <div className="sl-control-header">
          <Typography.Text strong type={hasErrors ? 'danger' : undefined}>
            {config.label}
          </Typography.Text>
          {config.description && (
            <Tooltip title={config.description}>
              <InfoCircleOutlined className="sl-control-info" aria-label={`About ${config.label}`} />
            </Tooltip>
          )}
          {hasErrors && (
            <Tooltip title={errors.join(' ')}>
              <ExclamationCircleOutlined className="sl-control-error" data-testid={`control-error-${name}`} />
            </Tooltip>
          )}
        </div>
      )}
      <Control
        name={name}
        config={config}
        value={value}
        onChange={(next) => onChange(name, next)}
        formData={formData}
        datasource={datasource}
        errors={errors}
      />
      {hasErrors && (
        <Typography.Text type="danger" className="sl-control-error-text">
          {errors.join(' ')}
        </Typography.Text>
      )}
    </div>
  );
}
