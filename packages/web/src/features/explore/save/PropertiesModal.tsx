import type { ExploreSlice } from '@sightline/core';
import { App, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import rison from 'rison';
import { errorText } from '../../../platform/api';
import { apiClient } from '../../../platform/apiClient';
import { useUpdateChartMutation } from '../exploreApi';
import { saveMessages } from './messages';

interface OwnerOption {
  value: number;
  label: string;
}

interface PropertiesValues {
  slice_name: string;
  description: string | null;
  cache_timeout: number | null;
  certified_by: string | null;
  certification_details: string | null;
  owners: number[];
}

/** Chart edit fields: name, description, cache timeout, certification and owners. */
export function PropertiesModal({
  slice,
  onClose,
  onSaved,
}: {
  slice: ExploreSlice;
  onClose: () => void;
  onSaved: (values: PropertiesValues) => void;
}) {
  const { message } = App.useApp();
  const [form] = Form.useForm<PropertiesValues>();
  const [owners, setOwners] = useState<OwnerOption[]>([]);
  // The current owners' names, so the select shows names before any search.
  useEffect(() => {
    apiClient
      .request<{
        result: { owners?: { id: number; first_name?: string; last_name?: string; username?: string }[] };
      }>({
        url: `/api/v1/chart/${slice.slice_id}`,
      })
      .then((body) =>
        setOwners(
          (body.result.owners ?? []).map((o) => ({
            value: o.id,
            label: `${o.first_name ?? ''} ${o.last_name ?? ''}`.trim() || (o.username ?? String(o.id)),
          })),
        ),
      )
      .catch(() => undefined);
  }, [slice.slice_id]);
  const [updateChart, { isLoading }] = useUpdateChartMutation();

  const searchOwners = (filter: string) => {
    const q = rison.encode({ filter, page: 0, page_size: 25 });
    apiClient
      .request<{ result: { value: number; text: string }[] }>({
        url: `/api/v1/chart/related/owners?q=${encodeURIComponent(q)}`,
      })
      .then((body) => {
        const found = body.result.map((r) => ({ value: r.value, label: r.text }));
        setOwners((previous) => [
          ...previous.filter((p) => !found.some((f) => f.value === p.value)),
          ...found,
        ]);
      })
      .catch(() => undefined);
  };

  const submit = async () => {
    const values = await form.validateFields();
    try {
      await updateChart({ id: slice.slice_id, body: values }).unwrap();
      message.success(saveMessages.propertiesSaved);
      onSaved(values);
    } catch (error) {
      message.error(saveMessages.saveFailed(errorText(error)));
    }
  };

  return (
    <Modal
      open
      title={saveMessages.propertiesTitle}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={saveMessages.save}
      okButtonProps={{ loading: isLoading, disabled: slice.is_managed_externally }}
      data-testid="properties-modal"
    >
      <Form
        form={form}
        layout="vertical"
        disabled={slice.is_managed_externally}
        initialValues={{
          slice_name: slice.slice_name,
          description: slice.description,
          cache_timeout: slice.cache_timeout,
          certified_by: slice.certified_by,
          certification_details: slice.certification_details,
          owners: slice.owners,
        }}
      >
        <Form.Item name="slice_name" label={saveMessages.name} rules={[{ required: true, whitespace: true }]}>
          <Input data-testid="properties-name" />
        </Form.Item>
        <Form.Item name="description" label={saveMessages.description} help={saveMessages.descriptionHelp}>
          <Input.TextArea rows={3} />
        </Form.Item>
        <Form.Item
          name="cache_timeout"
          label={saveMessages.cacheTimeout}
          help={saveMessages.cacheTimeoutHelp}
        >
          <InputNumber min={-1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="certified_by" label={saveMessages.certifiedBy} help={saveMessages.certifiedByHelp}>
          <Input />
        </Form.Item>
        <Form.Item
          name="certification_details"
          label={saveMessages.certificationDetails}
          help={saveMessages.certificationDetailsHelp}
        >
          <Input />
        </Form.Item>
        <Form.Item name="owners" label={saveMessages.owners} help={saveMessages.ownersHelp}>
          <Select
            mode="multiple"
            options={owners}
            showSearch={{ filterOption: false, onSearch: searchOwners }}
            onFocus={() => searchOwners('')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
