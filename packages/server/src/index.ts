/** The server package's public surface: assembling and starting Sightline programmatically. */
export { configSchema, FEATURE_FLAGS, type FeatureFlag, type SightlineConfig } from './config.js';
export { loadConfig, defaultConfig, ConfigError } from './config/load.js';
export { buildApp, type BuildAppOptions } from './http/app.js';
export type { AppDeps, AuthUser, EngineRegistry, SecretBox } from './appDeps.js';
export {
  createAppDeps,
  closeAppDeps,
  prepareMetadata,
  startServer,
  loadExampleContent,
  type RunningServer,
} from './main.js';
export { openMetadataDb, migrateToLatest } from './metadata/index.js';
export { syncRoles } from './authz/syncRoles.js';
export { runCli } from './cli.js';
export { createUser, type NewUser } from './services/users.js';
export { chartDataStatementCount } from './services/chartData/statementCounter.js';
