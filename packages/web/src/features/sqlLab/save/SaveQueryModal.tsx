import { Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../../platform/hooks';
import { useToasts } from '../../../ui/useToasts';
import { useCreateSavedQueryMutation, useUpdateSavedQueryMutation } from '../api/sqlLabApi';
import { sqlLabMessages } from '../messages';
import type { EditorTab } from '../state/sqlLabSlice';
import { changeTab } from '../state/tabThunks';

const messages = sqlLabMessages.save;

interface Fields {
  label: string;
  description: string;
}

/**
 * Saves the tab's SQL as a saved query (name and description). A tab opened from a saved query updates
 * it, or saves a new one; the tab then stays linked to what it saved.
 */
export function SaveQueryModal({ tab, open, onClose }: { tab: EditorTab; open: boolean; onClose(): void }) {
  const dispatch = useAppDispatch();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [form] = Form.useForm<Fields>();
  const [create] = useCreateSavedQueryMutation();
  const [update] = useUpdateSavedQueryMutation();
  const [saving, setSaving] = useState(false);

  const save = async (asNew: boolean) => {
    const fields = await form.validateFields().catch(() => null);
    if (!fields || tab.dbId === null) return;
    const body = {
      db_id: tab.dbId,
      label: fields.label.trim(),
      description: fields.description ?? '',
      sql: tab.sql,
      schema: tab.schema,
    };
    setSaving(true);
    try {
      if (tab.savedQueryId !== null && !asNew) await update({ id: tab.savedQueryId, body }).unwrap();
      else {
        const id = await create(body).unwrap();
        await dispatch(changeTab(tab.id, { savedQueryId: id, label: body.label })).catch(() => undefined);
      }
      addSuccessToast(messages.saved);
      onClose();
    } catch {
      addDangerToast(messages.error);
    } finally {
      setSaving(false);
    }
  };

  const footer = [
    <Button key="cancel" onClick={onClose}>
      {sqlLabMessages.cancel}
    </Button>,
    ...(tab.savedQueryId !== null
      ? [
          <Button key="new" onClick={() => void save(true)} loading={saving}>
            {messages.saveAsNew}
          </Button>,
        ]
      : []),
    <Button
      key="save"
      type="primary"
      onClick={() => void save(false)}
      loading={saving}
      data-testid="sqllab-save-confirm"
    >
      {tab.savedQueryId !== null ? messages.update : messages.save}
    </Button>,
  ];
  return (
    <Modal title={messages.title} open={open} onCancel={onClose} footer={footer} destroyOnHidden>
      <Form<Fields>
        form={form}
        layout="vertical"
        initialValues={{ label: tab.label, description: '' }}
        preserve={false}
      >
        <Form.Item
          name="label"
          label={messages.name}
          rules={[{ required: true, whitespace: true, message: messages.nameRequired }]}
        >
          <Input maxLength={256} autoFocus />
        </Form.Item>
        <Form.Item name="description" label={messages.description}>
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
