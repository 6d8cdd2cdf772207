import type { RankBoard } from '@hh/domain/workbench/ranking';
import { useQuery } from '@tanstack/react-query';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { type BoardKind, boardQuery } from '../api/workbench';

/** One board: the first ten, then the caller's own line (their rank, or 未上榜). */
export function RankList({
  title,
  kind,
  rankingType,
  scareenType = 1,
  time,
  unit,
}: {
  title: string;
  kind: BoardKind;
  rankingType: number;
  scareenType?: number;
  time: number;
  unit: string;
}) {
  const board = useQuery(boardQuery(kind, rankingType, scareenType, time));
  return (
    <section className="wb-rank" aria-label={title} data-testid={`rank-${kind}-${rankingType}-${time}`}>
      <h3 className="wb-rank__title">{title}</h3>
      {board.isPending ? <Skeleton active paragraph={{ rows: 5 }} /> : <Rows board={board.data} unit={unit} />}
    </section>
  );
}

function Rows({ board, unit }: { board: RankBoard | undefined; unit: string }) {
  const own = board?.currentUserRankingData;
  return (
    <>
      {board?.rankList.length ? (
        <ol className="wb-rank__list">
          {board.rankList.map((r) => (
            <li key={r.id} className="wb-rank__row">
              <span className={`wb-rank__index wb-rank__index--${r.index <= 3 ? r.index : 'n'}`}>{r.index}</span>
              <span className="wb-rank__name">
                {r.title}
                {r.subTitle ? <small>{r.subTitle}</small> : null}
              </span>
              <span className="wb-rank__count">
                {r.count}
                {unit}
              </span>
            </li>
          ))}
        </ol>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无排名数据" />
      )}
      {own ? (
        <div className="wb-rank__own" data-testid="rank-own">
          <span className="wb-rank__index wb-rank__index--n">{own.index ?? '-'}</span>
          <span className="wb-rank__name">
            {own.title}
            <small>{own.index === null ? '未上榜' : '我的排名'}</small>
          </span>
          <span className="wb-rank__count">
            {own.count}
            {unit}
          </span>
        </div>
      ) : null}
    </>
  );
}
