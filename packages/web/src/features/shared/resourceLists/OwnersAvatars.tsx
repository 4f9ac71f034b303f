import type { UserRef } from '@sightline/core';
import { Avatar, Tooltip } from 'antd';

const COLORS = ['#1677ff', '#13a8a8', '#722ed1', '#eb2f96', '#fa8c16', '#52c41a'];

function initials(owner: UserRef): string {
  return `${owner.first_name?.[0] ?? ''}${owner.last_name?.[0] ?? ''}`.toUpperCase() || '?';
}

/** Owners as an avatar group showing at most four, names on hover (Superset's FacePile). */
export function OwnersAvatars({ owners }: { owners: UserRef[] | undefined }) {
  if (!owners || owners.length === 0) return null;
  return (
    <Avatar.Group max={{ count: 4 }} size="small">
      {owners.map((owner) => {
        const name = `${owner.first_name} ${owner.last_name}`.trim();
        return (
          <Tooltip key={owner.id} title={name}>
            <Avatar aria-label={name} style={{ backgroundColor: COLORS[owner.id % COLORS.length] }}>
              {initials(owner)}
            </Avatar>
          </Tooltip>
        );
      })}
    </Avatar.Group>
  );
}
