/** A mock screen of the product drawn in HTML (a list as the workspace shows it), with its alt text. */
export interface ScreenMock {
  /** The window's title bar. */
  title: string;
  /** What the picture shows, for screen readers (the alt text). */
  alt: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
  /** Cells of this column are drawn as coloured tags. */
  tagColumn?: number;
}
