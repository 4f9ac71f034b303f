import { InfoCircleOutlined } from '@ant-design/icons';
import { Checkbox, Tooltip } from 'antd';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { controlTestId } from './controlTestId';

/** A boolean control. The container draws no header for it, so the label sits beside the box. */
export function CheckboxControl({ name, config, value, onChange }: ControlProps<boolean>) {
  const checked = (value ?? config.default) === true;
  return (
    <span className="sl-checkbox-control">
      <Checkbox
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        data-testid={controlTestId(name)}
      >
        {config.label}
      </Checkbox>
      {config.description && (
        <Tooltip title={config.description}>
          <InfoCircleOutlined className="sl-control-info" aria-label={`About ${config.label}`} />
        </Tooltip>
      )}
    </span>
  );
}
