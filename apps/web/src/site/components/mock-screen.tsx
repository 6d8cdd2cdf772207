import type { ScreenMock } from '../content/screen';

/** A screen of the product, drawn in HTML so it stays sharp and light; one picture for screen readers. */
export function MockScreen({ screen }: { screen: ScreenMock }) {
  return (
    <div className="s-screen" role="img" aria-label={screen.alt}>
      <div className="s-screen__bar" aria-hidden="true">
        <i />
        <i />
        <i />
        <span>{screen.title}</span>
      </div>
      <table className="s-screen__table" aria-hidden="true">
        <thead>
          <tr>
            {screen.columns.map((c) => (
              <th key={c}>{c}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {screen.rows.map((row) => (
            <tr key={row.join('|')}>
              {screen.columns.map((column, i) => (
                <td key={column}>{i === screen.tagColumn ? <span className="s-tag">{row[i]}</span> : row[i]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
