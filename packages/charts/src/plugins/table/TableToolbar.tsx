import { Input, Pagination, Select } from 'antd';
import { TABLE_MESSAGES as MESSAGES } from './messages.js';

/** Above the table: the page size select and the search box. Below it: the pager. */

export const TOOLBAR_HEIGHT = 40;
export const PAGER_HEIGHT = 40;

const PAGE_SIZES = [10, 20, 50, 100, 200];

export interface TableToolbarProps {
  /** Client pages can show all rows (0); server pages cannot. */
  pageSize: number;
  allowAll: boolean;
  onPageSizeChange?: (pageSize: number) => void;
  search?: {
    text: string;
    recordCount: number;
    onChange: (text: string) => void;
    columns?: readonly { key: string; label: string }[];
    column?: string | null;
    onColumnChange?: (column: string) => void;
  };
}

export function TableToolbar({ pageSize, allowAll, onPageSizeChange, search }: TableToolbarProps) {
  const sizes = allowAll ? [0, ...PAGE_SIZES] : PAGE_SIZES;
  return (
    <div
      className="sl-table-toolbar"
      style={{
        height: TOOLBAR_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        justifyContent: 'space-between',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        {onPageSizeChange && (
          <>
            <span>{MESSAGES.show}</span>
            <Select
              size="small"
              aria-label={`${MESSAGES.show} ${MESSAGES.entries}`}
              value={pageSize}
              style={{ width: 72 }}
              options={sizes.map((size) => ({
                value: size,
                label: size === 0 ? MESSAGES.all : String(size),
              }))}
              onChange={(value: number) => onPageSizeChange(value)}
            />
            <span>{MESSAGES.entries}</span>
          </>
        )}
      </div>
      {search && (
        <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
          {search.columns && search.columns.length > 1 && search.onColumnChange && (
            <Select
              size="small"
              aria-label={MESSAGES.searchColumn}
              value={search.column ?? search.columns[0]?.key}
              style={{ minWidth: 110 }}
              options={search.columns.map((column) => ({ value: column.key, label: column.label }))}
              onChange={(value: string) => search.onColumnChange?.(value)}
            />
          )}
          <Input
            size="small"
            allowClear
            aria-label={MESSAGES.search}
            prefix={<span style={{ color: '#8C8C8C' }}>{MESSAGES.search}</span>}
            placeholder={MESSAGES.searchPlaceholder(search.recordCount)}
            value={search.text}
            style={{ width: 240 }}
            onChange={(event) => search.onChange(event.target.value)}
          />
        </div>
      )}
    </div>
  );
}

export function TablePager({
  page,
  pageSize,
  total,
  onChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}) {
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <div
      className="sl-table-pager"
      style={{ height: PAGER_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}
    >
      <span style={{ color: '#595959' }}>{MESSAGES.pageInfo(from, to, total)}</span>
      <Pagination
        size="small"
        current={page + 1}
        pageSize={pageSize}
        total={total}
        showSizeChanger={false}
        onChange={(next) => onChange(next - 1)}
      />
    </div>
  );
}
