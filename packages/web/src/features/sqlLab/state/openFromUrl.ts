import { sqlLabRequests } from '../api/sqlLabRequests';
import { addTab, type SqlLabThunk } from './tabThunks';

/** What the page's address asks to open: a dataset's SQL, a saved query, or a permalink. */
export type OpenRequest =
  | { kind: 'dataset'; datasetId: number; sql: string }
  | { kind: 'savedQuery'; id: number }
  | { kind: 'permalink'; key: string }
  | { kind: 'invalid' };

/** Reads `datasourceKey` (`<id>__table`) with `sql`, or `savedQueryId`; null when the address asks nothing. */
export function openRequestOf(search: URLSearchParams, permalinkKey?: string): OpenRequest | null {
  if (permalinkKey) return { kind: 'permalink', key: permalinkKey };
  const savedQueryId = search.get('savedQueryId');
  if (savedQueryId !== null) {
    const id = Number(savedQueryId);
    return Number.isInteger(id) && id > 0 ? { kind: 'savedQuery', id } : { kind: 'invalid' };
  }
  const datasourceKey = search.get('datasourceKey');
  if (datasourceKey !== null) {
    const match = /^(\d+)__table$/.exec(datasourceKey);
    return match
      ? { kind: 'dataset', datasetId: Number(match[1]), sql: search.get('sql') ?? '' }
      : { kind: 'invalid' };
  }
  return null;
}

/** Opens what the address asks in a new tab; rejects when it cannot be read (the page shows the toast). */
export const openFromUrl =
  (request: OpenRequest): SqlLabThunk<Promise<void>> =>
  async (dispatch) => {
    if (request.kind === 'invalid') throw new Error('Nothing to open at this address');
    if (request.kind === 'dataset') {
      const dataset = await sqlLabRequests.dataset(request.datasetId);
      await dispatch(
        addTab({
          dbId: dataset.database.id,
          schema: dataset.schema,
          sql: request.sql,
          label: dataset.table_name,
        }),
      );
      return;
    }
    if (request.kind === 'savedQuery') {
      const saved = await sqlLabRequests.savedQuery(request.id);
      await dispatch(
        addTab({
          dbId: saved.db_id,
          schema: saved.schema,
          sql: saved.sql,
          label: saved.label,
          savedQueryId: saved.id,
        }),
      );
      return;
    }
    const link = await sqlLabRequests.getPermalink(request.key);
    await dispatch(
      addTab({ dbId: link.dbId, schema: link.schema ?? null, sql: link.sql, label: link.name ?? undefined }),
    );
  };
