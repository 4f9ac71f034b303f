import { Select } from 'antd';
import { useMemo } from 'react';
import { formatMessage } from '../../../../ui/formatMessage';
import { useErrorToast } from '../../../../platform/useErrorToast';
import type { ControlProps } from '../../../../features/shared/controls/controlTypes';
import { asyncOptions, mutatorOf, type AsyncOption } from './asyncOptions';
import { useGetControlDataQuery } from './basicControlsApi';
import { controlTestId } from './controlTestId';
import { basicControlMessages as messages } from './messages';

type AsyncValue = string | number | (string | number)[] | null;

/**
 * A select whose options come from the server: GET `options.dataEndpoint`, read `result` or what
 * `options.mutator` makes of the answer. A failed fetch shows 'Error while fetching data: %s'
 *.
 */
export function SelectAsyncControl({ name, config, value, onChange }: ControlProps<AsyncValue>) {
  const endpoint = typeof config.options?.dataEndpoint === 'string' ? config.options.dataEndpoint : null;
  const { data, error, isFetching } = useGetControlDataQuery(endpoint ?? '', { skip: !endpoint });
  useErrorToast(error, (message) => formatMessage(messages.asyncFetchFailed, message));
  const mutator = mutatorOf(config.options);
  const options = useMemo<AsyncOption[]>(
    () => (data === undefined ? [] : asyncOptions(data, mutator)),
    [data, mutator],
  );
  const multi = config.multi === true;

  return (
    <Select<string | number | (string | number)[], AsyncOption>
      mode={multi ? 'multiple' : undefined}
      value={value === null || value === undefined ? undefined : value}
      options={options}
      loading={isFetching}
      placeholder={config.placeholder ?? messages.selectPlaceholder}
      allowClear={config.clearable !== false}
      showSearch={{ optionFilterProp: 'label' }}
      onChange={(next) => onChange(next === undefined ? null : next)}
      style={{ width: '100%' }}
      data-testid={controlTestId(name)}
      aria-label={config.label}
    />
  );
}
