import { Hono } from 'hono';
import type { AppEnv } from '../app-env';
import { ok } from './envelope';

export function healthRoutes() {
  const r = new Hono<AppEnv>();
  r.get('/health/', async (c) => {
    const started = performance.now();
    await c.var.db.query('SELECT 1');
    return ok(c, {
      brand: c.var.brand.id,
      database: c.var.db.kind,
      databaseMs: Math.round((performance.now() - started) * 10) / 10,
    });
  });
  return r;
}
