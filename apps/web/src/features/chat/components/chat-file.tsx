import FileOutlined from '@ant-design/icons/es/icons/FileOutlined';
import type { ChatFile } from '@hh/domain/chat/chat.schema';
import { useState } from 'react';
import { formatSize } from '../../../components/file-size';
import { chatFileUrl } from '../api/chat';

/**
 * A picture in the conversation: a thumbnail (the picture scaled down in the bubble) that opens
 * the full picture in a new tab. The address is made once per mount: each request-time stamp
 * opens once, so a re-render must not ask for the picture again under a new one.
 */
export function ImageBody({ file }: { file: ChatFile }) {
  const [src] = useState(() => chatFileUrl(file.fileId));
  const [broken, setBroken] = useState(false);
  if (broken) return <FileBody file={file} />;
  return (
    <button
      type="button"
      onClick={() => globalThis.open(chatFileUrl(file.fileId), '_blank', 'noopener')}
      title={`${file.name}（点击查看原图）`}
      style={{ padding: 0, border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff', cursor: 'zoom-in', lineHeight: 0 }}
      data-testid="chat-image"
    >
      <img
        src={src}
        alt={file.name}
        onError={() => setBroken(true)}
        style={{ display: 'block', maxWidth: 'min(220px, 60vw)', maxHeight: 220, borderRadius: 8, objectFit: 'contain' }}
      />
    </button>
  );
}

/** A file in the conversation: its name and size; a click downloads it (sender and receiver only). */
export function FileBody({ file }: { file: ChatFile }) {
  return (
    <a
      href={chatFileUrl(file.fileId)}
      onClick={(e) => {
        // A fresh stamp for every download: the one in href may have been used or be stale.
        e.currentTarget.href = chatFileUrl(file.fileId);
      }}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="chat-file"
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 10,
        padding: '10px 12px',
        borderRadius: 8,
        background: '#fff',
        border: '1px solid #d9d9d9',
        maxWidth: 'min(320px, 70vw)',
        color: 'inherit',
      }}
    >
      <FileOutlined style={{ fontSize: 24, color: '#1677ff' }} />
      <span style={{ minWidth: 0 }}>
        <span style={{ display: 'block', wordBreak: 'break-all' }}>{file.name}</span>
        <span style={{ fontSize: 12, color: 'rgba(0, 0, 0, 0.62)' }}>{formatSize(file.size)} · 点击下载</span>
      </span>
    </a>
  );
}
