import type { AnyChartPlugin } from '@sightline/charts';
import type { ExploreSlice } from '@sightline/core';
import { App, Button, Form, Input, Modal, Radio, Select, Tag } from 'antd';
import { useState } from 'react';
import { errorText } from '../../../platform/api';
import { useListDashboardsForSaveQuery } from './saveApi';
import { useCreateChartMutation, useCreateDashboardMutation, useUpdateChartMutation } from '../exploreApi';
import { saveMessages } from './messages';
import { chartSaveBody } from './saveFormData';

export interface SaveModalProps {
  plugin: AnyChartPlugin | undefined;
  formData: Record<string, unknown>;
  slice: ExploreSlice | null;
  /** The user may overwrite the saved chart (owner or admin). */
  canOverwrite: boolean;
  onClose: () => void;
  /** Called with the saved chart's id, and the dashboard to go to when the user asked for it. */
  onSaved: (chartId: number, goToDashboard: number | null) => void;
}

const NEW_PREFIX = 'new:';

/** Save or save as new, with a name, optionally into an existing or new dashboard. */
export function SaveModal({ plugin, formData, slice, canOverwrite, onClose, onSaved }: SaveModalProps) {
  const { message } = App.useApp();
  const [action, setAction] = useState<'overwrite' | 'saveas'>(
    slice && canOverwrite ? 'overwrite' : 'saveas',
  );
  const [name, setName] = useState(slice?.slice_name ?? '');
  const [search, setSearch] = useState('');
  const [dashboard, setDashboard] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const dashboards = useListDashboardsForSaveQuery(search);
  const [createChart] = useCreateChartMutation();
  const [updateChart] = useUpdateChartMutation();
  const [createDashboard] = useCreateDashboardMutation();

  const options = (dashboards.data ?? []).map((d) => ({ value: String(d.id), label: d.dashboard_title }));
  const typed = search.trim();
  if (typed && !options.some((o) => o.label.toLowerCase() === typed.toLowerCase())) {
    options.push({ value: `${NEW_PREFIX}${typed}`, label: saveMessages.newDashboard(typed) });
  }

  const save = async (goToDashboard: boolean) => {
    if (!name.trim()) return;
    setSaving(true);
    try {
      let dashboardId: number | null = null;
      let dashboardTitle = '';
      if (dashboard?.startsWith(NEW_PREFIX)) {
        dashboardTitle = dashboard.slice(NEW_PREFIX.length);
        dashboardId = (await createDashboard({ dashboard_title: dashboardTitle }).unwrap()).id;
        message.success(saveMessages.dashboardCreated(dashboardTitle));
      } else if (dashboard) {
        dashboardId = Number(dashboard);
        dashboardTitle = options.find((o) => o.value === dashboard)?.label ?? '';
      }
      const body = chartSaveBody(plugin, formData, name.trim());
      const existingDashboards = action === 'overwrite' ? (slice?.dashboards.map((d) => d.id) ?? []) : [];
      const dashboardsAfter = dashboardId
        ? [...new Set([...existingDashboards, dashboardId])]
        : existingDashboards;
      let id: number;
      if (action === 'overwrite' && slice) {
        id = (
          await updateChart({ id: slice.slice_id, body: { ...body, dashboards: dashboardsAfter } }).unwrap()
        ).id;
        message.success(saveMessages.overwritten(body.slice_name));
      } else {
        id = (await createChart({ ...body, dashboards: dashboardsAfter }).unwrap()).id;
        message.success(saveMessages.saved(body.slice_name));
      }
      if (dashboardId && !dashboard?.startsWith(NEW_PREFIX))
        message.success(saveMessages.addedToDashboard(dashboardTitle));
      onSaved(id, goToDashboard ? dashboardId : null);
    } catch (error) {
      message.error(saveMessages.saveFailed(errorText(error)));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={saveMessages.saveTitle}
      onCancel={onClose}
      data-testid="save-modal"
      footer={[
        <Button key="cancel" onClick={onClose}>
          {saveMessages.cancel}
        </Button>,
        <Button
          key="go"
          disabled={!dashboard || !name.trim()}
          loading={saving}
          onClick={() => void save(true)}
          data-testid="save-and-go"
        >
          {saveMessages.saveAndGo}
        </Button>,
        <Button
          key="save"
          type="primary"
          disabled={!name.trim()}
          loading={saving}
          onClick={() => void save(false)}
          data-testid="save-modal-save"
        >
          {saveMessages.save}
        </Button>,
      ]}
    >
      <Form layout="vertical">
        <Form.Item>
          <Radio.Group value={action} onChange={(e) => setAction(e.target.value as 'overwrite' | 'saveas')}>
            <Radio value="overwrite" disabled={!slice || !canOverwrite} data-testid="save-overwrite">
              {saveMessages.overwrite}
            </Radio>
            <Radio value="saveas" data-testid="save-as-new">
              {saveMessages.saveAs}
            </Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item
          label={saveMessages.chartName}
          required
          validateStatus={name.trim() ? undefined : 'error'}
          help={name.trim() ? undefined : saveMessages.chartNameRequired}
        >
          <Input
            value={name}
            onChange={(e) => setName(e.target.value)}
            data-testid="save-chart-name"
            autoFocus
          />
        </Form.Item>
        <Form.Item label={saveMessages.addToDashboard}>
          <Select
            allowClear
            showSearch={{ filterOption: false, onSearch: setSearch }}
            value={dashboard}
            onChange={(value: string | undefined) => setDashboard(value ?? null)}
            placeholder={saveMessages.dashboardPlaceholder}
            options={options.map((o) => ({
              value: o.value,
              label: o.value.startsWith(NEW_PREFIX) ? (
                <span>
                  {o.label} <Tag>{saveMessages.newDashboardTag}</Tag>
                </span>
              ) : (
                o.label
              ),
            }))}
            loading={dashboards.isFetching}
            data-testid="save-dashboard"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
