import { useState } from 'react';
import { errorText } from '../../platform/api';
import { formatMessage } from '../../ui/formatMessage';
import { useToasts } from '../../ui/useToasts';
import {
  useBulkDeleteResourcesMutation,
  useDeleteResourceMutation,
} from '../../features/shared/resourceLists/listApi';
import { listMessages } from '../../features/shared/resourceLists/listMessages';
import type { ListRow, ResourceListConfig } from './resourceConfig';

/**
 * The delete confirmation state of a list page: which rows are pending, the modal text, and the calls
 * with the spec's toasts ('Deleted: %s', 'There was an issue deleting: %s' / '... %s: %s').
 */
export function useDeleteFlow<Row extends ListRow>(config: ResourceListConfig<Row>, onBulkDone: () => void) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [pending, setPending] = useState<Row[] | null>(null);
  const [deleteOne, one] = useDeleteResourceMutation();
  const [deleteMany, many] = useBulkDeleteResourcesMutation();

  const description =
    pending === null
      ? ''
      : pending.length === 1
        ? formatMessage(listMessages.confirmDeleteOne, config.nameOf(pending[0]!))
        : formatMessage(listMessages.confirmDeleteMany, pending.length, config.label);

  async function confirm() {
    const rows = pending ?? [];
    setPending(null);
    if (rows.length === 1) {
      const row = rows[0]!;
      const name = config.nameOf(row);
      try {
        await deleteOne({ resource: config.resource, id: row.id }).unwrap();
        addSuccessToast(formatMessage(listMessages.deleted, name));
      } catch (error) {
        addDangerToast(
          config.deleteErrorStyle === 'unnamed'
            ? formatMessage(listMessages.chartDeleteError, errorText(error))
            : formatMessage(listMessages.namedDeleteError, name, errorText(error)),
        );
      }
    } else if (rows.length > 1) {
      try {
        const result = await deleteMany({
          resource: config.resource,
          ids: rows.map((row) => row.id),
        }).unwrap();
        // The server says what it did ("Deleted 3 charts"), as Superset's bulk delete toast does.
        addSuccessToast(result.message);
        onBulkDone();
      } catch (error) {
        addDangerToast(formatMessage(listMessages.bulkDeleteError, config.label, errorText(error)));
      }
    }
  }

  return {
    pending,
    description,
    busy: one.isLoading || many.isLoading,
    ask: (rows: Row[]) => setPending(rows.length > 0 ? rows : null),
    cancel: () => setPending(null),
    confirm,
  };
}
