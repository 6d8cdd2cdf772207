import TableMeasureRowContext from 'antd/es/table/TableMeasureRowContext';
import { type ReactNode, useContext } from 'react';

/**
 * The select-all checkbox of a table's selection column, without its copy in the table's hidden
 * measuring row: the kit copies every column title into a row marked aria-hidden to measure
 * widths, and a checkbox there is a focusable element screen readers are told does not exist
 * (axe aria-hidden-focus). Use as `rowSelection.columnTitle`.
 */
export function selectAllTitle(checkbox: ReactNode): ReactNode {
  return <MeasureSafe>{checkbox}</MeasureSafe>;
}

function MeasureSafe({ children }: { children: ReactNode }) {
  const measuring = useContext(TableMeasureRowContext);
  return measuring ? <span style={{ display: 'inline-block', width: 16 }} /> : children;
}
