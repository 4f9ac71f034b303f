import { BgColorsOutlined } from '@ant-design/icons';
import type { LayoutBackground } from '@sightline/core';
import { Button, Dropdown } from 'antd';
import { layoutMessages } from '../messages';

const BACKGROUNDS: { key: LayoutBackground; label: string }[] = [
  { key: 'BACKGROUND_TRANSPARENT', label: layoutMessages.backgroundTransparent },
  { key: 'BACKGROUND_WHITE', label: layoutMessages.backgroundWhite },
];

/** The background choice of rows and columns. */
export function BackgroundMenu({
  value,
  onChange,
}: {
  value: LayoutBackground | undefined;
  onChange: (background: LayoutBackground) => void;
}) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [value ?? 'BACKGROUND_TRANSPARENT'],
        items: BACKGROUNDS,
        onClick: ({ key }) => onChange(key as LayoutBackground),
      }}
    >
      <Button size="small" type="text" icon={<BgColorsOutlined />} aria-label={layoutMessages.background} />
    </Dropdown>
  );
}

/** The CSS background of a row, column or header. */
export function backgroundStyle(background: unknown): string | undefined {
  return background === 'BACKGROUND_WHITE' ? '#fff' : undefined;
}
