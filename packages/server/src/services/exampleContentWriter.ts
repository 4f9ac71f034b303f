import { datasourceUid } from '@sightline/core';
import type {
  ExampleChart,
  ExampleContentWriter,
  ExampleDashboard,
  ExampleDatabase,
  ExampleDataset,
} from '../examples/contentWriter.js';
import type { AppDeps } from '../appDeps.js';
import { replaceDashboardCharts } from '../repos/dashboardRepo.js';
import { NEW_DATASET_SETTINGS, replaceDatasetColumns, replaceDatasetMetrics } from '../repos/datasetRepo.js';
import { NEW_DATABASE_SETTINGS } from '../repos/databaseRepo.js';
import { upsertResourceRowByUuid } from '../repos/resourceRows.js';
import { existingIds } from '../repos/existingIds.js';
import { nowIso } from '../repos/timestamps.js';
import { sealConnection } from './databaseService.js';

/**
 * Stores example content through the same repositories as the API. Every call is an upsert by uuid in
 * one transaction; examples have no owners and no creator (created_by is null).
 */
export function createExampleContentWriter(deps: Pick<AppDeps, 'db' | 'secrets'>): ExampleContentWriter {
  const { db } = deps;
  // Updates keep changed_on, so loading the same examples again changes nothing users can see.
  const audit = { changed_by_fk: null };

  return {
    async upsertDatabase(example: ExampleDatabase) {
      const now = nowIso();
      const values = {
        database_name: example.database_name,
        ...sealConnection(deps.secrets, example.sqlalchemy_uri, null),
        expose_in_sqllab: example.expose_in_sqllab ? 1 : 0,
        allow_dml: example.allow_dml ? 1 : 0,
        ...audit,
      };
      return db.transaction().execute((trx) =>
        upsertResourceRowByUuid(trx, 'dbs', values, {
          ...NEW_DATABASE_SETTINGS,
          ...values,
          uuid: example.uuid,
          created_on: now,
          changed_on: now,
          created_by_fk: null,
        }),
      );
    },

    async upsertDataset(example: ExampleDataset) {
      const now = nowIso();
      const values = {
        database_id: example.databaseId,
        schema: example.schema,
        table_name: example.table_name,
        description: example.description ?? null,
        main_dttm_col: example.main_dttm_col ?? null,
        ...audit,
      };
      const columns = example.columns.map((c) => ({
        column_name: c.column_name,
        verbose_name: c.verbose_name ?? null,
        type: c.type,
        type_generic: c.type_generic,
        is_dttm: c.is_dttm ? 1 : 0,
        groupby: c.groupby ? 1 : 0,
        filterable: c.filterable ? 1 : 0,
        is_active: 1,
        expression: c.expression ?? null,
        description: c.description ?? null,
        python_date_format: null,
        advanced_data_type: null,
        extra: null,
        created_on: now,
        changed_on: now,
      }));
      const metrics = example.metrics.map((m) => ({
        metric_name: m.metric_name,
        expression: m.expression,
        verbose_name: m.verbose_name ?? null,
        metric_type: null,
        description: m.description ?? null,
        d3format: m.d3format ?? null,
        currency: null,
        warning_text: null,
        extra: null,
        created_on: now,
        changed_on: now,
      }));
      return db.transaction().execute(async (trx) => {
        const id = await upsertResourceRowByUuid(trx, 'tables', values, {
          ...NEW_DATASET_SETTINGS,
          ...values,
          uuid: example.uuid,
          sql: null,
          created_on: now,
          changed_on: now,
          created_by_fk: null,
        });
        await replaceDatasetColumns(trx, id, columns);
        await replaceDatasetMetrics(trx, id, metrics);
        return id;
      });
    },

    async upsertChart(example: ExampleChart) {
      const now = nowIso();
      const values = {
        slice_name: example.slice_name,
        viz_type: example.viz_type,
        datasource_id: example.datasetId,
        datasource_type: 'table',
        params: JSON.stringify({
          ...example.params,
          viz_type: example.viz_type,
          datasource: datasourceUid({ id: example.datasetId, type: 'table' }),
        }),
        description: example.description ?? null,
        ...audit,
      };
      return db.transaction().execute((trx) =>
        upsertResourceRowByUuid(trx, 'slices', values, {
          ...values,
          uuid: example.uuid,
          query_context: null,
          cache_timeout: null,
          certified_by: null,
          certification_details: null,
          is_managed_externally: 0,
          external_url: null,
          last_saved_at: now,
          last_saved_by_fk: null,
          created_on: now,
          changed_on: now,
          created_by_fk: null,
        }),
      );
    },

    async upsertDashboard(example: ExampleDashboard) {
      const now = nowIso();
      const values = {
        dashboard_title: example.dashboard_title,
        slug: example.slug,
        published: example.published ? 1 : 0,
        position_json: example.position_json === null ? null : JSON.stringify(example.position_json),
        json_metadata: JSON.stringify(example.json_metadata),
        css: example.css ?? null,
        ...audit,
      };
      return db.transaction().execute(async (trx) => {
        const id = await upsertResourceRowByUuid(trx, 'dashboards', values, {
          ...values,
          uuid: example.uuid,
          description: null,
          certified_by: null,
          certification_details: null,
          is_managed_externally: 0,
          external_url: null,
          created_on: now,
          changed_on: now,
          created_by_fk: null,
        });
        await replaceDashboardCharts(trx, id, await existingIds(trx, 'slices', example.chartIds));
        return id;
      });
    },
  };
}
