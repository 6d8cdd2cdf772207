import type { OrderRow } from '@hh/domain/orders/order.schema';
import { lazy, Suspense, useState } from 'react';

// The dialogs load the first time one opens: the list itself needs none of their forms.
const StateLogDrawer = lazy(() => import('./state-log-drawer').then((m) => ({ default: m.StateLogDrawer })));
const NotesDrawer = lazy(() => import('./notes-drawer').then((m) => ({ default: m.NotesDrawer })));
const RemarkModal = lazy(() => import('./remark-modal').then((m) => ({ default: m.RemarkModal })));
const TransferModal = lazy(() => import('./transfer-modal').then((m) => ({ default: m.TransferModal })));
const RejectModal = lazy(() => import('./reject-modal').then((m) => ({ default: m.RejectModal })));
const ReRecommendModal = lazy(() => import('./re-recommend-modal').then((m) => ({ default: m.ReRecommendModal })));
const TerminateModal = lazy(() => import('./terminate-modal').then((m) => ({ default: m.TerminateModal })));
const OfferModal = lazy(() => import('./offer-modal').then((m) => ({ default: m.OfferModal })));
const ReportDrawer = lazy(() => import('./report-drawer').then((m) => ({ default: m.ReportDrawer })));
const DownloadModal = lazy(() => import('./download-modal').then((m) => ({ default: m.DownloadModal })));

export type DialogKind =
  | 'stateLog'
  | 'notes'
  | 'remark'
  | 'transfer'
  | 'reject'
  | 'reRecommend'
  | 'terminate'
  | 'offer'
  | 'report'
  | 'download';

export interface OpenDialog {
  kind: DialogKind;
  rows: OrderRow[];
}

/** Which dialog is open, and which have been opened (a dialog stays mounted once loaded so it can animate closed). */
export function useOrderDialogs() {
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const [used, setUsed] = useState<ReadonlySet<DialogKind>>(() => new Set());
  const show = (kind: DialogKind, rows: OrderRow[]) => {
    setUsed((current) => (current.has(kind) ? current : new Set(current).add(kind)));
    setOpen({ kind, rows });
  };
  return { open, used, show, close: () => setOpen(null) };
}

export function OrderDialogs({ open, used, close }: { open: OpenDialog | null; used: ReadonlySet<DialogKind>; close: () => void }) {
  const one = (kind: DialogKind) => (open?.kind === kind ? (open.rows[0] ?? null) : null);
  const many = (kind: DialogKind) => (open?.kind === kind ? open.rows : null);
  return (
    <Suspense fallback={null}>
      {used.has('stateLog') ? <StateLogDrawer row={one('stateLog')} onClose={close} /> : null}
      {used.has('notes') ? <NotesDrawer row={one('notes')} onClose={close} /> : null}
      {used.has('remark') ? <RemarkModal row={one('remark')} onClose={close} /> : null}
      {used.has('transfer') ? <TransferModal rows={many('transfer')} onClose={close} /> : null}
      {used.has('reject') ? <RejectModal row={one('reject')} onClose={close} /> : null}
      {used.has('reRecommend') ? <ReRecommendModal row={one('reRecommend')} onClose={close} /> : null}
      {used.has('terminate') ? <TerminateModal row={one('terminate')} onClose={close} /> : null}
      {used.has('offer') ? <OfferModal row={one('offer')} onClose={close} /> : null}
      {used.has('report') ? <ReportDrawer row={one('report')} onClose={close} /> : null}
      {used.has('download') ? <DownloadModal rows={many('download')} onClose={close} /> : null}
    </Suspense>
  );
}
