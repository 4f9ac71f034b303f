import { errorText } from '../../../platform/api';
import { formatMessage } from '../../../ui/formatMessage';
import { useErrorToast } from '../../../platform/useErrorToast';
import { useToasts } from '../../../ui/useToasts';
import { FavoriteStar } from '../../../features/shared/resourceLists/FavoriteStar';
import {
  useGetFavoriteStatusQuery,
  useSetFavoriteMutation,
} from '../../../features/shared/resourceLists/listApi';
import { favoriteStatusOf } from './favoriteStatus';
import { headerMessages } from './messages';

/**
 * The dashboard's favorite star, the lists' star: GET
 * /api/v1/dashboard/favorite_status/, then POST or DELETE /api/v1/dashboard/{id}/favorites/, with the
 * spec's error texts.
 */
export function FavoriteToggle({ dashboardId, title }: { dashboardId: number; title: string }) {
  const status = useGetFavoriteStatusQuery({ resource: 'dashboard', ids: [dashboardId] });
  const [setFavorite, { isLoading }] = useSetFavoriteMutation();
  const { addDangerToast } = useToasts();
  useErrorToast(status.error, (message) => formatMessage(headerMessages.favoriteStatusError, message));
  const isFavorite = favoriteStatusOf(status.data, dashboardId);

  const toggle = async () => {
    try {
      await setFavorite({ resource: 'dashboard', id: dashboardId, favorite: !isFavorite }).unwrap();
    } catch (error) {
      addDangerToast(formatMessage(headerMessages.favoriteSaveError, errorText(error)));
    }
  };

  return (
    <FavoriteStar
      name={title}
      isFavorite={isFavorite === true}
      disabled={isFavorite === null || isLoading || status.isFetching}
      onToggle={() => void toggle()}
    />
  );
}
