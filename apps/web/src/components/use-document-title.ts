import { useEffect } from 'react';

export const PRODUCT_NAME = '猎头协作平台';

export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} - ${PRODUCT_NAME}` : PRODUCT_NAME;
  }, [title]);
}
