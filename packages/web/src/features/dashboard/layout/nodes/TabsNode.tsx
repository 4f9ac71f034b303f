import { PlusOutlined } from '@ant-design/icons';
import { addComponent, deleteComponent, DASHBOARD_ROOT_ID } from '@sightline/core';
import { App, Tabs } from 'antd';
import { useAppDispatch, useAppStore } from '../../../../platform/hooks';
import { selectDashboardState, selectLayout, setActiveTabs, updateLayout } from '../../state/dashboardSlice';
import { activeTabOf, withActiveTab } from '../activeTabs';
import { useDropContainer } from '../dnd/useLayoutDnd';
import { componentNames, layoutMessages } from '../messages';
import { useActiveTabs, useEditMode, useLayoutNode } from '../useLayoutState';
import { ComponentChrome } from './ComponentChrome';
import { EmptyTab } from './EmptyStates';
import type { NodeProps } from './nodeView';
import { StackedContainer } from './StackedContainer';
import { TabLabel } from './TabLabel';
import { useNodeActions } from './useNodeActions';

/**
 * A tabs component: the tab bar, then the open tab's content (hidden tabs are not rendered, so their
 * charts load when opened). In edit mode tabs are added (+), renamed, reordered, deleted (asking first
 * when the tab has content), and components can be dropped on a tab's title.
 */
export function TabsNode({ id, parentId }: NodeProps) {
  const node = useLayoutNode(id);
  const editMode = useEditMode();
  const activeTabs = useActiveTabs();
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const { modal } = App.useApp();
  const { remove } = useNodeActions(id);
  const tabBarDrop = useDropContainer(id, { parentId: id, orientation: 'horizontal' }, editMode);
  if (!node) return null;
  const topLevel = parentId === DASHBOARD_ROOT_ID;
  const layoutNow = () => selectLayout(store.getState());
  const activeTabsNow = () => selectDashboardState(store.getState()).activeTabs;
  const active = activeTabOf(node.children, activeTabs) ?? undefined;

  const selectTab = (tabId: string) =>
    dispatch(setActiveTabs(withActiveTab(layoutNow(), activeTabsNow(), tabId)));

  const addTab = () => {
    const layout = layoutNow();
    const added = addComponent(layout, { type: 'TAB' }, { parentId: id, index: node.children.length });
    if (!added.id) return;
    dispatch(updateLayout(added.layout));
    dispatch(setActiveTabs(withActiveTab(added.layout, activeTabsNow(), added.id)));
  };

  const deleteTab = (tabId: string) => {
    const doDelete = () => {
      const layout = layoutNow();
      const next = deleteComponent(layout, tabId);
      if (next === layout) return;
      dispatch(updateLayout(next));
      dispatch(setActiveTabs(activeTabsNow().filter((openId) => openId !== tabId)));
    };
    if ((layoutNow()[tabId]?.children.length ?? 0) === 0) {
      doDelete();
      return;
    }
    modal.confirm({
      title: layoutMessages.deleteTabTitle,
      content: layoutMessages.deleteTabContent,
      okText: layoutMessages.deleteTabOk,
      okButtonProps: { danger: true },
      cancelText: layoutMessages.cancel,
      onOk: doDelete,
    });
  };

  return (
    <ComponentChrome
      id={id}
      type={node.type}
      label={componentNames.TABS}
      editMode={editMode}
      draggable={!topLevel}
      onDelete={topLevel ? undefined : remove}
      className={topLevel ? 'sl-top-level-tabs' : undefined}
    >
      <Tabs
        activeKey={active}
        onChange={selectTab}
        type={editMode ? 'editable-card' : 'line'}
        hideAdd={!editMode}
        addIcon={<PlusOutlined aria-label={layoutMessages.addTab} />}
        onEdit={(target, action) => {
          if (action === 'add') addTab();
          else if (typeof target === 'string') deleteTab(target);
        }}
        destroyOnHidden
        renderTabBar={(props, DefaultTabBar) => (
          <div ref={tabBarDrop.setNodeRef} className="sl-tab-bar">
            <DefaultTabBar {...props} />
          </div>
        )}
        items={node.children.map((tabId) => ({
          key: tabId,
          label: <TabLabel tabId={tabId} isActive={tabId === active} editMode={editMode} />,
          closable: editMode,
          children: <StackedContainer id={tabId} empty={<EmptyTab />} />,
        }))}
      />
    </ComponentChrome>
  );
}
