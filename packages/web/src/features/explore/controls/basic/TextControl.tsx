import { Input, Typography } from 'antd';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { controlTestId } from './controlTestId';
import { textKindOf } from './numberText';
import { useControlText } from './useControlText';

/**
 * A one-line input. With isInt / isFloat the text is read as a number and a text that is not one gets
 * the validation message (shown here unless the container already shows it from the validators).
 */
export function TextControl({ name, config, value, onChange, errors }: ControlProps<string | number>) {
  const kind = textKindOf(config);
  const { text, error, change, flush } = useControlText(value, onChange, kind);
  const ownError = error && !errors.includes(error) ? error : null;
  return (
    <>
      <Input
        value={text}
        placeholder={config.placeholder}
        status={error || errors.length > 0 ? 'error' : undefined}
        onChange={(event) => change(event.target.value)}
        onBlur={flush}
        onPressEnter={flush}
        data-testid={controlTestId(name)}
        aria-label={config.label}
        inputMode={kind === 'text' ? undefined : 'decimal'}
      />
      {ownError && (
        <Typography.Text
          type="danger"
          className="sl-control-error-text"
          data-testid={controlTestId(name, 'error')}
        >
          {ownError}
        </Typography.Text>
      )}
    </>
  );
}
