/** What a route tells the shell about its page, through React Router's `handle`. */
export interface PageHandle {
  /** The page's name: the document title and, for modules not open yet, the notice. */
  title: string;
  /** For a module that is not open yet: an optional longer line and a way on. */
  pending?: { description?: string; next?: { to: string; label: string } };
  /**
   * For a page with no menu entry of its own (a resume): the menu path it belongs to, unless the
   * link that opened it said where the user came from; null for a page outside the menu (消息中心).
   */
  menuPath?: string | null;
}

export function pageHandleOf(handle: unknown): PageHandle | undefined {
  return typeof handle === 'object' && handle !== null && typeof (handle as PageHandle).title === 'string'
    ? (handle as PageHandle)
    : undefined;
}
