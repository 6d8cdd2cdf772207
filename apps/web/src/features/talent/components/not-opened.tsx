import KeyOutlined from '@ant-design/icons/es/icons/KeyOutlined';
import Result from 'antd/es/result';
import { ButtonLink } from '../../../components/button-link';
import { ResultTitle } from '../../../components/result-title';

/**
 * A firm without talent search opened: not an error to retry, a service to ask for. Says what
 * the firm can use meanwhile.
 */
export function NotOpened() {
  return (
    <Result
      data-testid="talent-search-not-opened"
      icon={<KeyOutlined style={{ color: '#0958d9' }} />}
      title={<ResultTitle>贵公司尚未开通人才搜索</ResultTitle>}
      subTitle="人才搜索需由公司管理员向平台商务经理申请开通。开通前，可以在「我的人才」和「共享简历库」中查找候选人。"
      extra={
        <ButtonLink type="primary" to="/index/recuit/myRecruit">
          前往我的人才
        </ButtonLink>
      }
    />
  );
}
