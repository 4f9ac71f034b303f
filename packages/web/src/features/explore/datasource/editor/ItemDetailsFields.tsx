import { Form, Input } from 'antd';
import { editDatasetMessages as messages } from '../messages';

/** The certification and warning fields of a column or metric, with its description. */
export interface ItemDetails {
  description?: string | null;
  certified_by?: string | null;
  certification_details?: string | null;
  warning_markdown?: string | null;
}

export function ItemDetailsFields({
  item,
  onChange,
  testIdPrefix,
}: {
  item: ItemDetails;
  onChange: (change: ItemDetails) => void;
  testIdPrefix: string;
}) {
  return (
    <>
      <Form.Item label={messages.description}>
        <Input.TextArea
          autoSize={{ minRows: 1, maxRows: 4 }}
          value={item.description ?? ''}
          data-testid={`${testIdPrefix}-description`}
          onChange={(event) => onChange({ description: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={messages.certifiedBy}>
        <Input
          value={item.certified_by ?? ''}
          data-testid={`${testIdPrefix}-certified-by`}
          onChange={(event) => onChange({ certified_by: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={messages.certificationDetails}>
        <Input
          value={item.certification_details ?? ''}
          data-testid={`${testIdPrefix}-certification-details`}
          onChange={(event) => onChange({ certification_details: event.target.value })}
        />
      </Form.Item>
      <Form.Item label={messages.warningMarkdown}>
        <Input.TextArea
          autoSize={{ minRows: 1, maxRows: 6 }}
          value={item.warning_markdown ?? ''}
          data-testid={`${testIdPrefix}-warning`}
          onChange={(event) => onChange({ warning_markdown: event.target.value })}
        />
      </Form.Item>
    </>
  );
}
