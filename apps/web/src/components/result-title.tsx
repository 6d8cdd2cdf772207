/** A Result's title as the page's heading, in the Result's own type. */
export function ResultTitle({ children }: { children: string }) {
  return <h1 style={{ margin: 0, font: 'inherit', color: 'inherit' }}>{children}</h1>;
}
