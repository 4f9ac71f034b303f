export {
  openMetadataDb,
  openSqliteMetadataDb,
  openPostgresMetadataDb,
  isPostgresDb,
  METADATA_FILE,
} from './openMetadataDb.js';
export { migrateToLatest } from './migrate.js';
