import { Link } from 'react-router';

/** The workspace's footer: the platform rules every consultant works under (spec 001 › Platform rules). */
export function WorkspaceFooter() {
  return (
    <footer style={{ textAlign: 'center', color: 'rgba(0,0,0,0.65)', fontSize: 12, padding: '16px 0 4px' }}>
      <Link to="/index/rules">平台规则</Link>
      <span style={{ margin: '0 8px' }}>·</span>
      <Link to="/index/rules?tab=settlement">结算规则</Link>
      <span style={{ margin: '0 8px' }}>·</span>
      <Link to="/index/complaints">投诉管理</Link>
    </footer>
  );
}
