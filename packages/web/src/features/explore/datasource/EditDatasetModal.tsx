import type { ExploreDatasource } from '@sightline/core';
import { Alert, App, Button, Modal, Tabs, Tooltip, type ButtonProps } from 'antd';
import { useMemo, useState } from 'react';
import { errorText } from '../../../platform/api';
import { useAppSelector } from '../../../platform/hooks';
import { useToasts } from '../../../ui/useToasts';
import { ColumnsTab } from './editor/ColumnsTab';
import { draftFromDatasource, type DatasetDraft } from './editor/datasetDraft';
import { validateDraft } from './editor/draftValidation';
import { MetricsTab } from './editor/MetricsTab';
import { saveButtonState } from './editor/saveRules';
import { buildSavePayload } from './editor/savePayload';
import { SettingsTab } from './editor/SettingsTab';
import { useSaveDatasourceMutation } from './datasourceSaveApi';
import { editDatasetMessages as messages } from './messages';

export const EDIT_DATASET_HEIGHT = 900;
const EDIT_DATASET_WIDTH = 1000;

export interface EditDatasetModalProps {
  open: boolean;
  datasource: ExploreDatasource;
  onClose: () => void;
  onSaved: (datasource: ExploreDatasource) => void;
}

/**
 * Edit dataset. The draft starts from the dataset each time the modal opens,
 * so a cancelled edit leaves nothing behind.
 */
export function EditDatasetModal(props: EditDatasetModalProps) {
  if (!props.open) return null;
  return <EditDatasetDialog key={props.datasource.id} {...props} />;
}

function EditDatasetDialog({ datasource, onClose, onSaved }: EditDatasetModalProps) {
  const { modal } = App.useApp();
  const { addSuccessToast } = useToasts();
  const featureFlags = useAppSelector((state) => state.session.bootstrap.common.feature_flags);
  const [draft, setDraft] = useState<DatasetDraft>(() => draftFromDatasource(datasource));
  const [saveDatasource, { isLoading: saving }] = useSaveDatasourceMutation();
  const errors = useMemo(() => validateDraft(draft), [draft]);
  const save = saveButtonState({
    saving,
    errorCount: errors.length,
    managedExternally: datasource.is_managed_externally,
  });
  const change = (next: Partial<DatasetDraft>) => setDraft((current) => ({ ...current, ...next }));
  const columnNames = useMemo(
    () => draft.columns.map((column) => column.column_name).filter(Boolean),
    [draft.columns],
  );

  const submit = async () => {
    try {
      const saved = await saveDatasource(buildSavePayload(datasource, draft)).unwrap();
      addSuccessToast(messages.saved);
      // The answer's owners are ids at most; the product adds the owner objects back.
      onSaved({ ...saved, owners: draft.owners });
    } catch (error) {
      modal.error({ title: messages.errorTitle, content: errorText(error) || messages.genericError });
    }
  };

  const confirmSave = () =>
    modal.confirm({
      title: messages.confirmTitle,
      content: (
        <div data-testid="edit-dataset-confirm">
          <p>{messages.confirmImpact}</p>
          <p>{messages.confirmQuestion}</p>
        </div>
      ),
      okText: messages.ok,
      okButtonProps: { 'data-testid': 'edit-dataset-confirm-ok' } as ButtonProps,
      onOk: submit,
    });

  const saveButton = (
    <Button
      type="primary"
      data-testid="edit-dataset-save"
      disabled={save.disabled}
      loading={saving}
      onClick={confirmSave}
    >
      {messages.save}
    </Button>
  );
  const footer = (
    <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
      {!featureFlags.DISABLE_LEGACY_DATASOURCE_EDITOR && (
        <Button data-testid="edit-dataset-legacy" href={datasource.edit_url}>
          {messages.legacyEditor}
        </Button>
      )}
      <span style={{ marginLeft: 'auto' }} />
      <Button data-testid="edit-dataset-cancel" onClick={onClose}>
        {messages.cancel}
      </Button>
      {save.tooltip ? (
        <Tooltip title={save.tooltip}>
          {/* A disabled button fires no mouse events, so the tooltip hangs on a wrapper. */}
          <span data-testid="edit-dataset-save-wrapper">{saveButton}</span>
        </Tooltip>
      ) : (
        saveButton
      )}
    </div>
  );

  return (
    <Modal
      open
      title={`${messages.title} - ${datasource.datasource_name || datasource.name}`}
      onCancel={onClose}
      width={EDIT_DATASET_WIDTH}
      footer={footer}
      styles={{
        container: { height: EDIT_DATASET_HEIGHT, display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, overflow: 'auto' },
      }}
      modalRender={(node) => <div data-testid="edit-dataset-modal">{node}</div>}
    >
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          data-testid="edit-dataset-errors"
          style={{ marginBottom: 12 }}
          title={
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          }
        />
      )}
      <Tabs
        items={[
          {
            key: 'columns',
            label: messages.tabColumns,
            children: (
              <ColumnsTab
                columns={draft.columns}
                calculated={false}
                onChange={(columns) => change({ columns })}
              />
            ),
          },
          {
            key: 'calculated',
            label: messages.tabCalculatedColumns,
            children: (
              <ColumnsTab columns={draft.columns} calculated onChange={(columns) => change({ columns })} />
            ),
          },
          {
            key: 'metrics',
            label: messages.tabMetrics,
            children: (
              <MetricsTab
                metrics={draft.metrics}
                columnNames={columnNames}
                onChange={(metrics) => change({ metrics })}
              />
            ),
          },
          {
            key: 'settings',
            label: messages.tabSettings,
            children: <SettingsTab draft={draft} onChange={change} />,
          },
        ]}
      />
    </Modal>
  );
}
