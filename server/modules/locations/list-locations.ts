import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { locations } from '../../db/schema';

export type LocationNode = {
  _id: string;
  code: string;
  kind: 'country' | 'city' | 'district' | 'khoroo';
  name: { mn: string; en: string };
  children: LocationNode[];
};

/** The address hierarchy as a tree: countries (Mongolia first) → cities/aimags → districts/soums → khoroos. */
export async function listLocations(db: Db): Promise<LocationNode[]> {
  const rows = await db.select().from(locations).orderBy(asc(locations.sort), asc(locations.code));
  const nodes = new Map<string, LocationNode>();
  for (const r of rows) {
    nodes.set(r.id, { _id: r.id, code: r.code, kind: r.kind, name: { mn: r.nameMn, en: r.nameEn }, children: [] });
  }
  const roots: LocationNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
