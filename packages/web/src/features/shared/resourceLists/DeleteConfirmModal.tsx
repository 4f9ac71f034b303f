import { Input, Modal, Typography } from 'antd';
import { useId, useState } from 'react';
import { listMessages } from './listMessages';

interface Props {
  open: boolean;
  description: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirming?: boolean;
}

/** Superset's delete modal: the Delete button stays disabled until the user types DELETE. */
export function DeleteConfirmModal({ open, description, onConfirm, onCancel, confirming }: Props) {
  const [typed, setTyped] = useState('');
  const inputId = useId();
  const confirmed = typed.trim().toUpperCase() === listMessages.deleteWord;
  const close = (action: () => void) => () => {
    setTyped('');
    action();
  };
  return (
    <Modal
      open={open}
      title={listMessages.confirmTitle}
      okText={listMessages.delete}
      cancelText={listMessages.cancel}
      okButtonProps={{ danger: true, disabled: !confirmed, loading: confirming }}
      onOk={close(onConfirm)}
      onCancel={close(onCancel)}
      destroyOnHidden
    >
      <Typography.Paragraph>{description}</Typography.Paragraph>
      <label htmlFor={inputId}>{listMessages.typeDelete}</label>
      <Input
        id={inputId}
        autoFocus
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => confirmed && close(onConfirm)()}
        style={{ marginTop: 8 }}
      />
    </Modal>
  );
}
