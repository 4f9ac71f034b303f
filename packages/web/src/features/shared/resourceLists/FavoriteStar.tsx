import { StarFilled, StarOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { listMessages } from './listMessages';

interface Props {
  name: string;
  isFavorite: boolean;
  onToggle: () => void;
  disabled?: boolean;
}

/** The star in a list row; its accessible name says what clicking does and to which item. */
export function FavoriteStar({ name, isFavorite, onToggle, disabled }: Props) {
  const label = isFavorite ? listMessages.removeFavorite : listMessages.addFavorite;
  return (
    <Tooltip title={label}>
      <Button
        type="text"
        size="small"
        aria-label={`${label}: ${name}`}
        aria-pressed={isFavorite}
        disabled={disabled}
        onClick={onToggle}
        icon={isFavorite ? <StarFilled style={{ color: '#fadb14' }} /> : <StarOutlined />}
      />
    </Tooltip>
  );
}
