/** What a route tells the shell about its page, through React Router's `handle`. */
export interface PageHandle {
  /** The page's name: the document title. */
  title: string;
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
