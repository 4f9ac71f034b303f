import { Form, Input, Modal } from 'antd';
import { useNavigate } from 'react-router';
import { useToasts } from '../../../ui/useToasts';
import { useCreateVirtualDatasetMutation } from '../api/sqlLabApi';
import { sqlLabMessages } from '../messages';
import { datasetNameFor, exploreUrlOf } from '../results/ResultActions';
import type { QueryRun } from '../state/sqlLabSlice';

const messages = sqlLabMessages.dataset;

/** Keeps the query's SQL as a virtual dataset under a name the user gives, then explores it. */
export function SaveDatasetModal({
  query,
  tabLabel,
  open,
  onClose,
}: {
  query: QueryRun | null;
  tabLabel: string;
  open: boolean;
  onClose(): void;
}) {
  const [form] = Form.useForm<{ name: string }>();
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const [create, { isLoading }] = useCreateVirtualDatasetMutation();
  const save = async () => {
    const fields = await form.validateFields().catch(() => null);
    if (!fields || !query) return;
    try {
      const id = await create({
        database: query.dbId,
        schema: query.schema,
        table_name: fields.name.trim(),
        sql: query.sql,
      }).unwrap();
      onClose();
      void navigate(exploreUrlOf(id));
    } catch (error) {
      const detail = error && typeof error === 'object' && 'message' in error ? String(error.message) : '';
      addDangerToast(detail ? `${messages.error}: ${detail}` : messages.error);
    }
  };
  return (
    <Modal
      title={messages.title}
      open={open}
      onCancel={onClose}
      onOk={() => void save()}
      okText={messages.save}
      confirmLoading={isLoading}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ name: datasetNameFor(tabLabel, new Date()) }}
      >
        <Form.Item
          name="name"
          label={messages.name}
          rules={[{ required: true, whitespace: true, message: messages.nameRequired }]}
        >
          <Input maxLength={250} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
