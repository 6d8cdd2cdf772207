import { formatFen } from '@hh/domain/finance/fees';

/** An amount in fen shown as ¥ yuan with two decimals (integers only, no float on the way); a negative one as -¥1.50. */
export function Money({ fen, strong = false }: { fen: number; strong?: boolean }) {
  const text = fen < 0 ? `-¥${formatFen(-fen)}` : `¥${formatFen(fen)}`;
  return <span className="fin-money">{strong ? <strong>{text}</strong> : text}</span>;
}
