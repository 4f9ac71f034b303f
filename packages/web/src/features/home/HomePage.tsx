import { AppstoreOutlined, BarChartOutlined, DashboardOutlined } from '@ant-design/icons';
import { Card, Col, Empty, Row, Skeleton, Tabs, Typography } from 'antd';
import { Link } from 'react-router';
import { useCurrentUser } from '../../platform/hooks';
import { ErrorBoundary } from '../../ui/ErrorBoundary';
import { formatMessage } from '../../ui/formatMessage';
import { ItemLink } from '../../ui/ItemLink';
import { useErrorToast } from '../../platform/useErrorToast';
import { useGetResourceListQuery } from '../../features/shared/resourceLists/listApi';
import { listMessages } from '../../features/shared/resourceLists/listMessages';
import { useGetRecentActivityQuery } from './homeApi';
import { homeListQuery, type HomeResource, type HomeTab } from './homeQueries';
import { homeMessages, RECENT_SHOWN } from './messages';

function RecentActivity() {
  const recent = useGetRecentActivityQuery();
  useErrorToast(recent.error, (message) => `${homeMessages.recentError} ${message}`);
  const items = (recent.data?.result ?? []).slice(0, RECENT_SHOWN);
  return (
    <Card title={<h2 className="card-heading">{homeMessages.recent}</h2>}>
      {recent.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={homeMessages.noRecent} />
      ) : (
        <Row gutter={[16, 16]}>
          {items.map((item) => (
            <Col xs={24} md={8} key={`${item.item_type}-${item.item_url}`}>
              <Card size="small" hoverable>
                <Card.Meta
                  avatar={item.item_type === 'dashboard' ? <DashboardOutlined /> : <BarChartOutlined />}
                  title={<ItemLink url={item.item_url}>{item.item_title}</ItemLink>}
                  description={item.time_delta_humanized}
                />
              </Card>
            </Col>
          ))}
        </Row>
      )}
    </Card>
  );
}

interface ItemRow {
  id: number;
  url?: string;
  slice_name?: string;
  dashboard_title?: string;
  changed_on_delta_humanized?: string;
}

const EMPTY_TEXT: Record<HomeTab, Record<HomeResource, string>> = {
  favorites: { chart: homeMessages.noFavoriteCharts, dashboard: homeMessages.noFavoriteDashboards },
  mine: { chart: homeMessages.noMyCharts, dashboard: homeMessages.noMyDashboards },
};

function ItemsList({ resource, tab, userId }: { resource: HomeResource; tab: HomeTab; userId: number }) {
  const list = useGetResourceListQuery({ resource, query: homeListQuery(resource, tab, userId) });
  useErrorToast(list.error, (message) => formatMessage(listMessages.fetchError, resource, message));
  const rows = (list.data?.result ?? []) as unknown as ItemRow[];
  if (list.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (rows.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY_TEXT[tab][resource]} />;
  return (
    <ul className="home-items" aria-busy={list.isFetching}>
      {rows.map((row) => (
        <li key={row.id}>
          {resource === 'dashboard' ? <DashboardOutlined /> : <BarChartOutlined />}
          <ItemLink url={row.url}>{row.slice_name ?? row.dashboard_title}</ItemLink>
          {row.changed_on_delta_humanized && (
            <Typography.Text type="secondary" className="home-items-meta">
              {formatMessage(homeMessages.modified, row.changed_on_delta_humanized)}
            </Typography.Text>
          )}
        </li>
      ))}
    </ul>
  );
}

function ResourceCard({ resource, userId }: { resource: HomeResource; userId: number }) {
  const title = resource === 'chart' ? homeMessages.charts : homeMessages.dashboards;
  const listPath = resource === 'chart' ? '/chart/list/' : '/dashboard/list/';
  return (
    <Card
      title={
        <h2 className="card-heading">
          {resource === 'chart' ? <BarChartOutlined /> : <AppstoreOutlined />} {title}
        </h2>
      }
      extra={<Link to={listPath}>{homeMessages.viewAll}</Link>}
      style={{ height: '100%' }}
    >
      <Tabs
        items={(['favorites', 'mine'] as const).map((tab) => ({
          key: tab,
          label: tab === 'favorites' ? homeMessages.favorites : homeMessages.mine,
          children: <ItemsList resource={resource} tab={tab} userId={userId} />,
        }))}
      />
    </Card>
  );
}

/** Home: recent activity, then my favorite and my own dashboards and charts. */
export default function HomePage() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 24 }}>
        {homeMessages.title}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col span={24}>
          <ErrorBoundary region={homeMessages.recent}>
            <RecentActivity />
          </ErrorBoundary>
        </Col>
        <Col xs={24} lg={12}>
          <ErrorBoundary region={homeMessages.dashboards}>
            <ResourceCard resource="dashboard" userId={user.id} />
          </ErrorBoundary>
        </Col>
        <Col xs={24} lg={12}>
          <ErrorBoundary region={homeMessages.charts}>
            <ResourceCard resource="chart" userId={user.id} />
          </ErrorBoundary>
        </Col>
      </Row>
    </div>
  );
}
