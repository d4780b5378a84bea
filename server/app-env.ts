import type { BrandConfig } from '../brands/schema';
import type { Database } from './db/database';

export interface AppEnv {
  Variables: {
    brand: BrandConfig;
    db: Database;
    requestId: string;
    jwtSecret: string;
  };
}
