import ArrowLeftOutlined from '@ant-design/icons/es/icons/ArrowLeftOutlined';
import FormOutlined from '@ant-design/icons/es/icons/FormOutlined';
import InboxOutlined from '@ant-design/icons/es/icons/InboxOutlined';
import { UPLOAD_ACCEPT, UPLOAD_MAX_FILES } from '@hh/domain/candidates/upload.schema';
import { useMutation } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import App from 'antd/es/app';
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import Spin from 'antd/es/spin';
import Upload from 'antd/es/upload';
import { useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../components/button-link';
import { ResultTitle } from '../../../components/result-title';
import { type Created, uploadResumes } from '../api/upload';
import { DraftReview } from '../components/draft-review';
import { emptyResume } from '../components/resume-values';
import { checkFiles, UPLOAD_LIMIT_TEXT } from '../components/upload-checks';
import { type UploadEntry, UploadFileList } from '../components/upload-file-list';

const CARD = { background: '#fff', borderRadius: 8, padding: 24 } as const;

/**
 * 上传简历 (/index/recuit/uploadResume): drop or pick resumes, see which were refused and why,
 * review each parsed one beside its text and save it to the talent library. ?mode=manual opens
 * the same form empty (手动录入).
 */
export function UploadPage() {
  const { message: toast } = App.useApp();
  const [search, setSearch] = useSearchParams();
  const manual = search.get('mode') === 'manual';
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const [reviewing, setReviewing] = useState<string | null>(null);
  const [saved, setSaved] = useState<Created | null>(null);
  const batch = useRef(0);
  const upload = useMutation({ mutationFn: uploadResumes });

  const receive = (files: File[]) => {
    const { send, refused, overLimit } = checkFiles(files);
    const tag = ++batch.current;
    const keyed = (list: Omit<UploadEntry, 'key'>[], from: string) => list.map((f, i) => ({ ...f, key: `${tag}-${from}-${i}` }));
    setEntries((current) => [...keyed(refused, 'local'), ...current]);
    if (overLimit > 0) toast.warning(`一次最多上传 ${UPLOAD_MAX_FILES} 个文件，已忽略其余 ${overLimit} 个`);
    if (send.length === 0) return;
    upload.mutate(send, {
      onSuccess: (result) => setEntries((current) => [...keyed(result.files, 'server'), ...current]),
    });
  };

  const setManual = (on: boolean) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (on) next.set('mode', 'manual');
      else next.delete('mode');
      return next;
    });
  const backToList = () => {
    setReviewing(null);
    setSaved(null);
    setManual(false);
  };

  if (saved) {
    const remaining = entries.filter((e) => e.ok && !e.saved).length;
    return (
      <section style={CARD}>
        <Result
          status="success"
          title={<ResultTitle>已保存到人才库</ResultTitle>}
          subTitle={saved.completed ? '简历已完善，可在「已完善」中找到。' : '简历还未完善，可在「未完善」中找到并继续补充。'}
          extra={[
            <ButtonLink key="resume" type="primary" to={`/index/recuit/resume/${encodeURIComponent(saved.commonUserId)}`}>
              查看简历
            </ButtonLink>,
            <Button key="back" onClick={backToList}>
              {remaining > 0 ? `继续处理其他文件（${remaining}）` : '返回上传简历'}
            </Button>,
          ]}
        />
      </section>
    );
  }

  const current = entries.find((e) => e.key === reviewing);
  if (manual || (current?.ok && current.resume)) {
    return (
      <div>
        <nav style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 12 }}>
          <Button type="link" icon={<ArrowLeftOutlined />} onClick={backToList} style={{ paddingInline: 0 }}>
            {manual ? '返回上传简历' : '返回文件列表'}
          </Button>
          <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {manual ? '手动录入候选人' : `核对简历：${current?.fileName}`}
          </h1>
        </nav>
        {manual ? (
          <DraftReview key="manual" initial={emptyResume()} source="manual" onSaved={setSaved} />
        ) : current?.resume ? (
          <DraftReview
            key={current.key}
            initial={current.resume}
            source="upload"
            fileId={current.fileId ?? undefined}
            text={current.text}
            duplicate={current.duplicate}
            review={current.review}
            onSaved={(created) => {
              setEntries((list) => list.map((e) => (e.key === current.key ? { ...e, saved: created } : e)));
              setSaved(created);
            }}
          />
        ) : null}
      </div>
    );
  }

  return (
    <section style={CARD} aria-labelledby="upload-title">
      <header style={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 12, marginBottom: 16 }}>
        <h1 id="upload-title" style={{ margin: 0, fontSize: 18, fontWeight: 600 }}>
          上传简历
        </h1>
        <div style={{ flex: 1 }} />
        <Button icon={<FormOutlined />} onClick={() => setManual(true)}>
          手动录入
        </Button>
      </header>
      <Spin spinning={upload.isPending} description="正在上传并解析简历…">
        <Upload.Dragger
          accept={UPLOAD_ACCEPT}
          multiple
          showUploadList={false}
          beforeUpload={(file, batchFiles) => {
            // antd asks once per file; the whole selection goes up in one request, sent with its last file.
            if (file === batchFiles[batchFiles.length - 1]) receive(batchFiles);
            return Upload.LIST_IGNORE;
          }}
          disabled={upload.isPending}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">点击或将简历文件拖到这里上传</p>
          <p className="ant-upload-hint" data-testid="upload-limits">
            {UPLOAD_LIMIT_TEXT}
          </p>
        </Upload.Dragger>
      </Spin>
      {upload.isError ? (
        <Alert type="error" showIcon style={{ marginTop: 16 }} title="上传失败" description={upload.error.message} />
      ) : null}
      {entries.length > 0 ? (
        <div style={{ marginTop: 16 }}>
          <h2 style={{ fontSize: 15, margin: '0 0 4px' }}>上传结果</h2>
          <UploadFileList entries={entries} onReview={setReviewing} />
        </div>
      ) : null}
    </section>
  );
}
