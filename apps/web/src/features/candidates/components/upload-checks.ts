import { UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES, type UploadedFile } from '@hh/domain/candidates/upload.schema';

export const UPLOAD_EXTENSIONS = UPLOAD_ACCEPT.split(',');
export const UPLOAD_LIMIT_TEXT = `支持 PDF、Word（.docx/.doc/.wps）、RTF、TXT、HTML/MHT、JPG/PNG 扫描件；一次最多 ${UPLOAD_MAX_FILES} 个文件，每个不超过 ${UPLOAD_MAX_BYTES / 1024 / 1024} MB`;

function refused(file: File, message: string): UploadedFile {
  return { fileName: file.name, ok: false, message, fileId: null, kind: null, resume: null, duplicate: null, review: null, text: '' };
}

/**
 * What the browser can tell before sending: the type by extension and the size. Refused files
 * never leave the machine and say why; the server checks the content of the rest.
 */
export function checkFiles(files: readonly File[]): { send: File[]; refused: UploadedFile[]; overLimit: number } {
  const send: File[] = [];
  const out: UploadedFile[] = [];
  const taken = files.slice(0, UPLOAD_MAX_FILES);
  for (const file of taken) {
    const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.')).toLowerCase() : '';
    if (!UPLOAD_EXTENSIONS.includes(ext))
      out.push(refused(file, '不支持的文件格式，请上传 PDF、Word、WPS、RTF、TXT、HTML/MHT 文件或 JPG/PNG 扫描件'));
    else if (file.size === 0) out.push(refused(file, '文件是空的，请检查后重新上传'));
    else if (file.size > UPLOAD_MAX_BYTES) out.push(refused(file, `文件超过 ${UPLOAD_MAX_BYTES / 1024 / 1024} MB，请压缩或拆分后再上传`));
    else send.push(file);
  }
  return { send, refused: out, overLimit: Math.max(files.length - UPLOAD_MAX_FILES, 0) };
}
