import { AppstoreOutlined, FolderOutlined, StarOutlined, TagOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { RECOMMENDED_TAGS, selectionFromKey, selectionKey, type GallerySelection } from './galleryFilters';
import { galleryMessages } from './messages';

interface Props {
  categories: readonly string[];
  tags: readonly string[];
  /** Null while searching: the search ignores the sidebar, so nothing is highlighted. */
  selection: GallerySelection | null;
  onSelect(selection: GallerySelection): void;
}

type MenuItems = NonNullable<MenuProps['items']>;

function section(title: string, icon: ReactNode, selections: GallerySelection[], labels: string[]) {
  return {
    type: 'group' as const,
    label: title,
    children: selections.map((selection, i) => ({ key: selectionKey(selection), icon, label: labels[i] })),
  };
}

/** The gallery's left column: All charts, Recommended tags, Category and Tags. */
export function GallerySidebar({ categories, tags, selection, onSelect }: Props) {
  const items: MenuItems = [
    { key: selectionKey({ section: 'all' }), icon: <AppstoreOutlined />, label: galleryMessages.allCharts },
    section(
      galleryMessages.recommendedTags,
      <StarOutlined />,
      RECOMMENDED_TAGS.map((tag) => ({ section: 'recommended', tag })),
      [...RECOMMENDED_TAGS],
    ),
    section(
      galleryMessages.category,
      <FolderOutlined />,
      categories.map((category) => ({ section: 'category', category })),
      [...categories],
    ),
    section(
      galleryMessages.tags,
      <TagOutlined />,
      tags.map((tag) => ({ section: 'tags', tag })),
      [...tags],
    ),
  ];
  return (
    <nav className="viz-gallery-sidebar" aria-label={galleryMessages.sidebarLabel}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selection ? [selectionKey(selection)] : []}
        onClick={({ key }) => onSelect(selectionFromKey(key))}
        inlineIndent={12}
      />
    </nav>
  );
}
