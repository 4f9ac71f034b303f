import { DeleteOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Select, Switch, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../platform/hooks';
import { chartRegistry } from '../../../charts/chartRegistry';
import { selectDashboardInfo, selectLayout } from '../../state/dashboardSlice';
import { saveMetadataPatch } from '../../state/saveMetadataPatch';
import { selectChartTitleOf } from '../chartTitles';
import { chartConfigurationOf, ownScopeStart, scopingDraftOf, scopingPatch } from './crossFilterScoping';
import { scopeMessages as messages } from './messages';
import { ScopeTree } from './ScopeTree';
import './crossFilterScoping.css';

/** The dashboard's charts whose type emits cross-filters (the INTERACTIVE_CHART behaviour), in layout order. */
function useCrossFilterChartIds(): number[] {
  const sliceIds = useAppSelector((state) => state.dashboard.dashboardState.sliceIds);
  const slices = useAppSelector((state) => state.dashboard.slices);
  return useMemo(
    () =>
      sliceIds.filter((id) => {
        const vizType = slices[id]?.viz_type;
        return !!vizType && !!chartRegistry.get(vizType)?.metadata.behaviors.includes('INTERACTIVE_CHART');
      }),
    [sliceIds, slices],
  );
}

/**
 * Cross-filtering scoping (editors): the cross_filters_enabled switch, the global scope (where every
 * chart's cross-filter applies by default) and charts with their own scope, the chart itself always left
 * out. Save puts them in json_metadata at once (begin, PUT, then complete or fail); on a
 * failure the modal stays open with the draft and the server's message.
 */
export function CrossFilterScopingModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const info = useAppSelector(selectDashboardInfo);
  const layout = useAppSelector(selectLayout);
  const titleOf = useAppSelector(selectChartTitleOf);
  const saving = useAppSelector((state) => state.dashboard.metadataSave === 'saving');
  const chartIds = useCrossFilterChartIds();
  const [draft, setDraft] = useState(() => scopingDraftOf(info?.metadata ?? {}));
  const [saveError, setSaveError] = useState<string | null>(null);
  if (!info) return null;

  const ownScopeIds = chartIds.filter((id) => draft.chartScopes[id]);
  const addable = chartIds.filter((id) => !draft.chartScopes[id]);
  const setChartScope = (chartId: number, scope: (typeof draft.chartScopes)[number] | null) =>
    setDraft((current) => {
      const chartScopes = { ...current.chartScopes };
      if (scope) chartScopes[chartId] = scope;
      else delete chartScopes[chartId];
      return { ...current, chartScopes };
    });

  const save = async () => {
    const patch = scopingPatch(draft, chartIds, layout, chartConfigurationOf(info.metadata));
    setSaveError(null);
    const result = await dispatch(saveMetadataPatch({ ...patch }));
    if (result.ok) onClose();
    else setSaveError(result.error || messages.saveFailed);
  };

  return (
    <Modal
      open
      title={messages.scopingTitle}
      okText={messages.save}
      cancelText={messages.cancel}
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={saving}
      width={640}
      data-testid="cross-filter-scoping-modal"
    >
      {saveError && (
        <Alert type="error" showIcon title={messages.saveFailed} description={saveError} role="alert" />
      )}
      <label className="sl-cross-filter-scoping__switch">
        <Switch
          checked={draft.enabled}
          onChange={(enabled) => setDraft((current) => ({ ...current, enabled }))}
        />
        {messages.enabled}
      </label>
      <section aria-label={messages.globalScope}>
        <Typography.Title level={5}>{messages.globalScope}</Typography.Title>
        <Typography.Text type="secondary">{messages.globalScopeHelp}</Typography.Text>
        <ScopeTree
          value={draft.globalScope}
          onChange={(globalScope) => setDraft((current) => ({ ...current, globalScope }))}
        />
      </section>
      <section aria-label={messages.chartScopes}>
        <Typography.Title level={5}>{messages.chartScopes}</Typography.Title>
        {ownScopeIds.map((chartId) => (
          <div
            key={chartId}
            className="sl-cross-filter-scoping__chart"
            aria-label={messages.chartScopeOf(titleOf(chartId))}
          >
            <div className="sl-cross-filter-scoping__chart-title">
              <Typography.Text strong>{titleOf(chartId)}</Typography.Text>
              <Button
                size="small"
                type="text"
                icon={<DeleteOutlined />}
                aria-label={messages.removeChartScope(titleOf(chartId))}
                onClick={() => setChartScope(chartId, null)}
              />
            </div>
            <ScopeTree
              value={draft.chartScopes[chartId]!}
              excludeChartId={chartId}
              onChange={(scope) => setChartScope(chartId, scope)}
            />
          </div>
        ))}
        {addable.length > 0 && (
          <Select<number>
            className="sl-cross-filter-scoping__add"
            aria-label={messages.addChartScope}
            data-testid="cross-filter-scope-add"
            placeholder={messages.addChartScope}
            value={null}
            options={addable.map((id) => ({ value: id, label: titleOf(id) }))}
            onChange={(chartId) => setChartScope(chartId, ownScopeStart(draft, chartId))}
          />
        )}
      </section>
    </Modal>
  );
}
