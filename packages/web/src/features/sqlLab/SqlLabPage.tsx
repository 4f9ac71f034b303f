import { Result, Spin, Tabs } from 'antd';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { RequirePermission } from '../../platform/RequirePermission';
import { useAppDispatch, useAppSelector } from '../../platform/hooks';
import { useToasts } from '../../ui/useToasts';
import { sqlLabMessages } from './messages';
import { DatabasePanel } from './panel/DatabasePanel';
import { openFromUrl, openRequestOf } from './state/openFromUrl';
import { activateTab, addTab, changeTab, closeTab, loadSqlLab, reorderTabs } from './state/tabThunks';
import { sortableTabBar } from './tabs/SortableTabBar';
import { TabTitle } from './tabs/TabTitle';
import { TabWorkspace } from './TabWorkspace';
import './sqlLab.css';

/** Loads SQL Lab once per visit, then opens what the address asks (a dataset's SQL, a saved query, a link). */
function useSqlLabLoad() {
  const dispatch = useAppDispatch();
  const status = useAppSelector((state) => state.sqlLab.status);
  const location = useLocation();
  const navigate = useNavigate();
  const { key } = useParams();
  const { addDangerToast } = useToasts();
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (status === 'idle' || status === 'failed') void dispatch(loadSqlLab());
    // Loaded once per page visit; a failed load is tried again on the next visit.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch]);
  useEffect(() => {
    if (status !== 'ready') return;
    const address = `${location.pathname}${location.search}`;
    const request = openRequestOf(new URLSearchParams(location.search), key);
    if (!request || opened.current === address) return;
    opened.current = address;
    dispatch(openFromUrl(request))
      .catch(() => addDangerToast(sqlLabMessages.loadSqlError))
      // The address has done its work: a reload must not open the same tab again.
      .finally(() => void navigate('/sqllab/', { replace: true }));
  }, [status, location.pathname, location.search, key, dispatch, navigate, addDangerToast]);
  return status;
}

function SqlLab() {
  const dispatch = useAppDispatch();
  const status = useSqlLabLoad();
  const { tabs, order, activeId } = useAppSelector((state) => state.sqlLab);
  const active = activeId !== null ? tabs[activeId] : undefined;
  const { addDangerToast } = useToasts();
  const guard = (work: Promise<unknown>) =>
    void work.catch(() => addDangerToast(sqlLabMessages.tabs.saveError));

  if (status === 'failed') return <Result status="error" title={sqlLabMessages.loadError} />;
  if (status !== 'ready') return <Spin size="large" className="sl-sqllab-loading" />;
  const keys = order.map(String);
  return (
    <div className="sl-sqllab" data-testid="sqllab">
      {active?.loaded ? <DatabasePanel tab={active} /> : <aside className="sl-sqllab-panel" />}
      <div className="sl-sqllab-main">
        <Tabs
          className="sl-sqllab-tabs"
          type="editable-card"
          size="small"
          activeKey={activeId !== null ? String(activeId) : undefined}
          onChange={(id) => guard(dispatch(activateTab(Number(id))))}
          onEdit={(target, action) => {
            if (action === 'add') guard(dispatch(addTab()));
            else guard(dispatch(closeTab(Number(target))));
          }}
          addIcon={<span aria-label={sqlLabMessages.tabs.add}>+</span>}
          renderTabBar={sortableTabBar(keys, (next) => void dispatch(reorderTabs(next.map(Number))))}
          items={order.map((id) => {
            const tab = tabs[id]!;
            return {
              key: String(id),
              label: (
                <TabTitle label={tab.label} onRename={(label) => guard(dispatch(changeTab(id, { label })))} />
              ),
              closeIcon: undefined,
              children: id === activeId && tab.loaded ? <TabWorkspace tab={tab} /> : null,
            };
          })}
        />
      </div>
    </div>
  );
}

/** SQL Lab: tabs of query editors over the databases the user may query. */
export default function SqlLabPage() {
  return (
    <RequirePermission permission="can_execute_sql_query" view="SQLLab">
      <SqlLab />
    </RequirePermission>
  );
}
