export {
  openMetadataDb,
  openSqliteMetadataDb,
  openPostgresMetadataDb,
  METADATA_FILE,
} from './openMetadataDb.js';
export { migrateToLatest } from './migrate.js';
