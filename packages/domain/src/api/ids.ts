/** Every id of the product is a uuid (the server's newId); anything else names nothing and must not reach a uuid column. */
export const ID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isId(value: string): boolean {
  return ID_RE.test(value);
}
