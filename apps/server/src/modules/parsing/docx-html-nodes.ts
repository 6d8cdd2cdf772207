/** The small HTML tree the DOCX reader (docx-fast-html.ts) builds, merged and written as mammoth's HTML is. */
export interface Element {
  name: string;
  /** Names a non-fresh element merges with, as mammoth's `ul|ol`. */
  names: readonly string[];
  fresh: boolean;
  children: Node[];
}
/** HTML of a paragraph's content, or '' for a block-level bookmark (an element that ends list merging). */
export type Node = string | Element;

export const el = (name: string, fresh: boolean, children: Node[], names: readonly string[] = [name]): Element => ({
  name,
  names,
  fresh,
  children,
});

/** mammoth's html/simplify.js collapse: a non-fresh element merges into a matching previous sibling. */
export function appendChild(children: Node[], child: Node): void {
  const last = children.at(-1);
  if (typeof child !== 'string' && !child.fresh && typeof last === 'object' && child.names.includes(last.name)) {
    for (const grandChild of child.children) appendChild(last.children, grandChild);
  } else {
    children.push(child);
  }
}

export function write(nodes: Node[], out: string[]): void {
  for (const node of nodes) {
    if (typeof node === 'string') out.push(node);
    else {
      out.push(`<${node.name}>`);
      write(node.children, out);
      out.push(`</${node.name}>`);
    }
  }
}

export const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
