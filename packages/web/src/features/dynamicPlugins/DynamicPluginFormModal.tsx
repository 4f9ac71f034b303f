import { dynamicPluginCreateSchema, type DynamicPlugin, type DynamicPluginCreateBody } from '@sightline/core';
import { Alert, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { dynamicPluginMessages as messages } from './messages';

interface Props {
  /** The plugin being edited; null to add one. */
  plugin: DynamicPlugin | null;
  onSubmit(values: DynamicPluginCreateBody): Promise<void>;
  onCancel(): void;
}

type Field = keyof DynamicPluginCreateBody;

/** Checks one field with the server's own schema, so the form shows the API's messages before sending. */
function fieldRule(field: Field) {
  return {
    validator: async (_rule: unknown, value: unknown) => {
      const result = dynamicPluginCreateSchema.shape[field].safeParse(value ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}

/**
 * Add or edit a plugin: name, key and bundle URL. Field errors come from core's schema; what only the
 * server knows (a key already taken) is shown above the buttons with the server's message.
 */
export function DynamicPluginFormModal({ plugin, onSubmit, onCancel }: Props) {
  const [form] = Form.useForm<DynamicPluginCreateBody>();
  const [saving, setSaving] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);

  async function submit() {
    let values: DynamicPluginCreateBody;
    try {
      values = dynamicPluginCreateSchema.parse(await form.validateFields());
    } catch {
      return; // The fields show what is wrong.
    }
    setSaving(true);
    setServerError(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setServerError(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  const submitOnEnter = () => void submit();

  return (
    <Modal
      open
      title={plugin ? messages.editTitle : messages.addTitle}
      okText={messages.save}
      cancelText={messages.cancel}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="dynamic-plugin"
        initialValues={plugin ?? { name: '', key: '', bundle_url: '' }}
      >
        <Form.Item name="name" label={messages.name} rules={[fieldRule('name')]}>
          <Input autoFocus onPressEnter={submitOnEnter} />
        </Form.Item>
        <Form.Item name="key" label={messages.key} extra={messages.keyHelp} rules={[fieldRule('key')]}>
          <Input onPressEnter={submitOnEnter} />
        </Form.Item>
        <Form.Item
          name="bundle_url"
          label={messages.bundleUrl}
          extra={messages.bundleUrlHelp}
          rules={[fieldRule('bundle_url')]}
        >
          <Input placeholder="https://cdn.example.com/my-chart-plugin.js" onPressEnter={submitOnEnter} />
        </Form.Item>
      </Form>
      {serverError && <Alert type="error" showIcon title={serverError} role="alert" />}
    </Modal>
  );
}
