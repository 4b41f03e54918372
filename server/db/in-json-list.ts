// `column in (…)` for long lists (an import's 50,000 slugs or product ids): the list goes as one JSON parameter, where
// drizzle's inArray binds a parameter per value, slow to build and to send at that size.
import { sql, type Column, type SQL } from 'drizzle-orm';

export function inJsonList(column: Column, values: readonly string[]): SQL {
  return sql`${column} in (select value::${sql.raw(column.getSQLType())} from jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;
}
