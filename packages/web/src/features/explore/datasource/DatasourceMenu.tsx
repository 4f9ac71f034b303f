import { MoreOutlined } from '@ant-design/icons';
import type { ExploreDatasource } from '@sightline/core';
import { Button, Dropdown, Tooltip, type MenuProps } from 'antd';
import { useCurrentUser } from '../../../platform/hooks';
import { canEditDataset } from './datasetOwnership';
import { panelMessages } from './messages';

export interface DatasourceMenuProps {
  datasource: ExploreDatasource;
  onEdit: () => void;
  onChange: () => void;
  onViewInSqlLab: () => void;
}

/**
 * The dataset panel's more-options menu: Edit dataset (owners and admins only, with the
 * spec's tooltip otherwise), Change dataset, and View in SQL Lab for table datasets.
 */
export function DatasourceMenu({ datasource, onEdit, onChange, onViewInSqlLab }: DatasourceMenuProps) {
  const user = useCurrentUser();
  const canEdit = canEditDataset(user, datasource);
  const editLabel = <span data-testid="datasource-menu-edit">{panelMessages.editDataset}</span>;
  const items: MenuProps['items'] = [
    {
      key: 'edit',
      disabled: !canEdit,
      label: canEdit ? editLabel : <Tooltip title={panelMessages.editNotAllowed}>{editLabel}</Tooltip>,
    },
    {
      key: 'change',
      label: <span data-testid="datasource-menu-change">{panelMessages.changeDataset}</span>,
    },
    ...(datasource.type === 'table'
      ? [
          {
            key: 'sqllab',
            label: <span data-testid="datasource-menu-sqllab">{panelMessages.viewInSqlLab}</span>,
          },
        ]
      : []),
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'edit' && canEdit) onEdit();
    else if (key === 'change') onChange();
    else if (key === 'sqllab') onViewInSqlLab();
  };
  return (
    <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
      <Button
        type="text"
        size="small"
        icon={<MoreOutlined />}
        aria-label={panelMessages.moreOptions}
        data-testid="datasource-menu"
      />
    </Dropdown>
  );
}
