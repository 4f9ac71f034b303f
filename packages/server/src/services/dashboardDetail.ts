import type { DashboardDetail } from '@sightline/core';
import { loadDashboards } from '../repos/dashboardRepo.js';
import type { MetadataDb } from '../repos/metadataDb.js';
import { loadUsernames } from '../repos/userRefs.js';
import { oneOrNotFound } from './resourceService.js';

/**
 * The dashboard as one dashboard page reads it (`GET /api/v1/dashboard/{id_or_slug}`,
 * DashboardGetResponseSchema) and as a save answers it (`PUT /api/v1/dashboard/{pk}`).
 */

/** Epoch seconds of an ISO time, keeping milliseconds so two saves within one second still differ. */
const epochSeconds = (iso: string): number => Date.parse(iso) / 1000;

/** The dashboard `id` with its owners' usernames and change times; 404 when it does not exist. */
export async function loadDashboardDetail(db: MetadataDb, id: number): Promise<DashboardDetail> {
  const dashboard = await oneOrNotFound(loadDashboards(db, [id]));
  const usernames = await loadUsernames(
    db,
    dashboard.owners.map((o) => o.id),
  );
  return {
    ...dashboard,
    owners: dashboard.owners.map((owner) => ({ ...owner, username: usernames.get(owner.id) ?? '' })),
    changed_on: dashboard.changed_on_utc,
    last_modified_time: epochSeconds(dashboard.changed_on_utc),
  };
}

/**
 * `PUT /api/v1/dashboard/{pk}`'s answer: `{id, last_modified_time, result}` where result holds the saved
 * dashboard's DashboardRestApi.put fields (owners and roles as ids, as the body sends them) and, for the
 * web client's concurrent-edit check, `last_modified_time` again.
 */
export async function dashboardSaveAnswer(db: MetadataDb, id: number) {
  const saved = await oneOrNotFound(loadDashboards(db, [id]));
  const lastModifiedTime = epochSeconds(saved.changed_on_utc);
  return {
    id,
    last_modified_time: lastModifiedTime,
    result: {
      certification_details: saved.certification_details,
      certified_by: saved.certified_by,
      css: saved.css,
      dashboard_title: saved.dashboard_title,
      external_url: saved.external_url,
      is_managed_externally: saved.is_managed_externally,
      json_metadata: saved.json_metadata,
      owners: saved.owners.map((owner) => owner.id),
      position_json: saved.position_json,
      published: saved.published,
      roles: [] as number[],
      slug: saved.slug,
      last_modified_time: lastModifiedTime,
    },
  };
}
