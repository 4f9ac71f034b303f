import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { errorText } from '../../../app/api';
import { formatMessage } from '../../../ui/formatMessage';
import { useErrorToast } from '../../../ui/useErrorToast';
import { useToasts } from '../../../ui/useToasts';
import { useGetFavoriteStatusQuery, useSetFavoriteMutation } from '../../lists/listApi';
import { favoriteStatusOf } from './favoriteStatus';
import { headerMessages } from './messages';

/**
 * The dashboard's favorite star (spec 3 §4 favorite toggle): GET /api/v1/dashboard/favorite_status/,
 * then POST or DELETE /api/v1/dashboard/{id}/favorites/, with the spec's error texts.
 */
export function FavoriteToggle({ dashboardId }: { dashboardId: number }) {
  const status = useGetFavoriteStatusQuery({ resource: 'dashboard', ids: [dashboardId] });
  const [setFavorite, { isLoading }] = useSetFavoriteMutation();
  const { addDangerToast } = useToasts();
  useErrorToast(status.error, (message) => formatMessage(headerMessages.favoriteStatusError, message));
  const isFavorite = favoriteStatusOf(status.data, dashboardId);
  const label = isFavorite ? headerMessages.removeFavorite : headerMessages.addFavorite;

  const toggle = async () => {
    try {
      await setFavorite({ resource: 'dashboard', id: dashboardId, favorite: !isFavorite }).unwrap();
    } catch (error) {
      addDangerToast(formatMessage(headerMessages.favoriteSaveError, errorText(error)));
    }
  };

  return (
    <Tooltip title={label}>
      <Button
        type="text"
        aria-label={label}
        aria-pressed={isFavorite === true}
        disabled={isFavorite === null || isLoading || status.isFetching}
        onClick={() => void toggle()}
        icon={isFavorite ? <StarFilled style={{ color: '#fadb14' }} /> : <StarOutlined />}
        data-testid="dashboard-favorite"
      />
    </Tooltip>
  );
}
