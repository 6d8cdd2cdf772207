import { useQuery } from '@tanstack/react-query';
import Descriptions from 'antd/es/descriptions';
import Empty from 'antd/es/empty';
import Skeleton from 'antd/es/skeleton';
import { projectIntroduceQuery } from '../api/positions';

/** 项目介绍: the employer project the position belongs to. */
export function ProjectIntroduceTab({ projectId, phone }: { projectId: string; phone: boolean }) {
  const project = useQuery(projectIntroduceQuery(projectId));
  if (project.isPending) return <Skeleton active />;
  if (project.isError) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="项目信息暂时无法查看" />;
  const p = project.data;
  return (
    <div data-testid="project-introduce">
      <Descriptions
        bordered
        size="small"
        column={phone ? 1 : 2}
        styles={{ label: { whiteSpace: 'nowrap', width: phone ? 96 : 120 } }}
        items={[
          { key: 'name', label: '项目名称', children: p.projectName },
          { key: 'company', label: '企业名称', children: p.companyName },
          { key: 'industry', label: '所属行业', children: p.industryName || '—' },
          { key: 'size', label: '企业规模', children: p.companySize || '—' },
          { key: 'pm', label: '项目经理', children: p.pmName },
          { key: 'count', label: '在招职位', children: `${p.positionCount}个` },
          { key: 'address', label: '企业地址', children: p.address || '—', span: phone ? 1 : 2 },
        ]}
      />
      <h3 style={{ fontSize: 15, fontWeight: 600, margin: '20px 0 8px' }}>项目介绍</h3>
      <p style={{ whiteSpace: 'pre-line', lineHeight: 1.8, margin: 0 }}>{p.introduce}</p>
    </div>
  );
}
