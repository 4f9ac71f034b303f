export type { ResultCache } from './resultCache.js';
export { createMemoryCache, type MemoryCacheOptions } from './memoryCache.js';
export {
  createRedisCache,
  encodeCacheValue,
  decodeCacheValue,
  type RedisCacheOptions,
} from './redisCache.js';
export { createInFlightDeduper, type InFlightDeduper } from './inFlightDeduper.js';
