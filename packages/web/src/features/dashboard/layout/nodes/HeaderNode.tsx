import { FontSizeOutlined } from '@ant-design/icons';
import type { HeaderSize } from '@sightline/core';
import { Button, Dropdown, Typography } from 'antd';
import { componentNames, layoutMessages } from '../messages';
import { useEditMode, useLayoutNode } from '../useLayoutState';
import { BackgroundMenu, backgroundStyle } from './BackgroundMenu';
import { ComponentChrome } from './ComponentChrome';
import type { NodeProps } from './nodeView';
import { useNodeActions } from './useNodeActions';

const HEADER_SIZES: { key: HeaderSize; label: string; level: 2 | 3 | 4 }[] = [
  { key: 'SMALL_HEADER', label: layoutMessages.small, level: 4 },
  { key: 'MEDIUM_HEADER', label: layoutMessages.medium, level: 3 },
  { key: 'LARGE_HEADER', label: layoutMessages.large, level: 2 },
];

/** A section title in small, medium or large; its text is edited in place in edit mode. */
export function HeaderNode({ id }: NodeProps) {
  const node = useLayoutNode(id);
  const editMode = useEditMode();
  const { remove, updateMeta } = useNodeActions(id);
  if (!node) return null;
  const size = HEADER_SIZES.find((s) => s.key === node.meta.headerSize) ?? HEADER_SIZES[1]!;
  const text = typeof node.meta.text === 'string' ? node.meta.text : '';
  const menu = (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [size.key],
          items: HEADER_SIZES.map(({ key, label }) => ({ key, label })),
          onClick: ({ key }) => updateMeta({ headerSize: key as HeaderSize }),
        }}
      >
        <Button size="small" type="text" icon={<FontSizeOutlined />} aria-label={layoutMessages.headerSize} />
      </Dropdown>
      <BackgroundMenu value={node.meta.background} onChange={(background) => updateMeta({ background })} />
    </>
  );
  return (
    <ComponentChrome
      id={id}
      type={node.type}
      label={text || componentNames.HEADER}
      editMode={editMode}
      menu={menu}
      onDelete={remove}
      style={{ background: backgroundStyle(node.meta.background) }}
    >
      <Typography.Title
        level={size.level}
        className={`sl-header sl-header-${size.key.toLowerCase()}`}
        editable={
          editMode
            ? { text, onChange: (next) => updateMeta({ text: next }), triggerType: ['text', 'icon'] }
            : false
        }
        type={text ? undefined : 'secondary'}
      >
        {text || (editMode ? layoutMessages.headerPlaceholder : '')}
      </Typography.Title>
    </ComponentChrome>
  );
}
