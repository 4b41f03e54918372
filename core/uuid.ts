// Row ids are UUIDs: an id from a form or an address is checked before it reaches the database, where a malformed one
// would be a type error (a 500) instead of "not found".
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is written as a UUID (any case). */
export const isUuid = (value: string): boolean => UUID.test(value);
