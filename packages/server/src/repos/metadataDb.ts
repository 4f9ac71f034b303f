import type { Kysely, Transaction } from 'kysely';
import type { MetadataSchema } from './schema.js';

/** The metadata store as every floor holds it; only repos/ and metadata/ know that it is Kysely. */
export type MetadataDb = Kysely<MetadataSchema>;

/** A transaction on the metadata store, handed from one repo function to the next. */
export type MetadataTransaction = Transaction<MetadataSchema>;
