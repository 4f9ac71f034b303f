import { nativeScopeOf } from '@sightline/core';
import { Menu, Modal, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../../platform/hooks';
import { ScopeTree } from '../../filters/scope/ScopeTree';
import { dashboardFilterAction } from '../../state/dashboardSlice';
import { changedScopes, filterBoxScopeOfTree, scopeDraftOf, scopeEditorBoxesOf } from './filterBoxScopeEdits';
import { scopeEditorMessages as messages } from './messages';
import './filterScopeEditor.css';

/**
 * Superset's "Set filter mapping" (edit mode): the filter boxes and their fields on the left; on the
 * right, the tabs and charts the picked field filters (the box itself is not in the tree). Save puts the
 * changed scopes in the dashboard state, an unsaved change the dashboard's Save writes as filter_scopes;
 * Cancel drops the draft.
 */
export function FilterScopeEditorModal({ onClose }: { onClose: () => void }) {
  const dispatch = useAppDispatch();
  const filters = useAppSelector((state) => state.dashboard.dashboardFilters);
  const sliceIds = useAppSelector((state) => state.dashboard.dashboardState.sliceIds);
  const boxes = useMemo(() => scopeEditorBoxesOf(filters, sliceIds), [filters, sliceIds]);
  const [draft, setDraft] = useState(() => scopeDraftOf(filters));
  const [activeKey, setActiveKey] = useState(() => boxes[0]?.fields[0]?.key ?? null);
  const activeBox = boxes.find((box) => box.fields.some((field) => field.key === activeKey));
  const activeField = activeBox?.fields.find((field) => field.key === activeKey);
  const activeScope = activeKey ? draft[activeKey] : undefined;

  const save = () => {
    const changed = changedScopes(scopeDraftOf(filters), draft);
    if (Object.keys(changed).length > 0)
      dispatch(dashboardFilterAction({ type: 'updateScopes', scopes: changed }));
    onClose();
  };

  return (
    <Modal
      open
      title={messages.title}
      okText={messages.save}
      cancelText={messages.cancel}
      onOk={save}
      onCancel={onClose}
      width={800}
      data-testid="filter-scope-editor-modal"
    >
      <div className="sl-filter-scope-editor">
        <nav className="sl-filter-scope-editor__fields" aria-label={messages.filters}>
          <Menu
            mode="inline"
            selectedKeys={activeKey ? [activeKey] : []}
            onClick={({ key }) => setActiveKey(key)}
            items={boxes.map((box) => ({
              key: `box-${box.chartId}`,
              type: 'group',
              label: box.name,
              children: box.fields.map((field) => ({ key: field.key, label: field.label })),
            }))}
          />
        </nav>
        {activeBox && activeField && activeScope && (
          <section
            className="sl-filter-scope-editor__scope"
            aria-label={messages.scopeOf(activeField.label, activeBox.name)}
          >
            <Typography.Title level={5}>
              {messages.scopeOf(activeField.label, activeBox.name)}
            </Typography.Title>
            <Typography.Text type="secondary">{messages.scopeHelp}</Typography.Text>
            <ScopeTree
              key={activeField.key}
              value={nativeScopeOf(activeScope, activeBox.chartId)}
              excludeChartId={activeBox.chartId}
              onChange={(scope) =>
                setDraft((current) => ({
                  ...current,
                  [activeField.key]: filterBoxScopeOfTree(scope, activeBox.chartId),
                }))
              }
            />
          </section>
        )}
      </div>
    </Modal>
  );
}
