import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { OwnerGym } from '@contract/gyms/owner-gyms';
import { DocumentTitle } from '@/components/layouts/document-title';
import { OwnerGymScope } from '@/components/owner/owner-gym-scope';
import { checkInByCode, markAttendance, useScanMutation } from '../api/mark-attendance';
import { AttendanceScanner } from './attendance-scanner';
import '../strings';

function ScanFrame({ title, subtitle, children }: { title: string; subtitle: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby="page-title" className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <DocumentTitle title={title} />
      <header>
        <h1 id="page-title" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {title}
        </h1>
        <p className="mt-2 text-slate-600">{subtitle}</p>
      </header>
      {children}
    </section>
  );
}

/** /member/scan-for-attendance: the member scans the gym's QR. */
export function MemberScanPage() {
  const { t } = useTranslation();
  const mark = useScanMutation(markAttendance);
  return (
    <ScanFrame title={t('attendance.scanner.memberTitle')} subtitle={t('attendance.scanner.memberSubtitle')}>
      <AttendanceScanner reads="gym-qr" onCode={mark.mutateAsync} />
    </ScanFrame>
  );
}

/** /gym_owner/scan-qr: the desk scans (or types) a member's booking code for the current gym. */
export function OwnerScanPage() {
  const { t } = useTranslation();
  return (
    <ScanFrame title={t('attendance.scanner.ownerTitle')} subtitle={t('attendance.scanner.ownerSubtitle')}>
      <OwnerGymScope>{(gym) => <DeskScanner key={gym.id} gym={gym} />}</OwnerGymScope>
    </ScanFrame>
  );
}

function DeskScanner({ gym }: { gym: OwnerGym }) {
  const send = useCallback((bookingCode: string) => checkInByCode({ gymId: gym.id, bookingCode }), [gym.id]);
  const mark = useScanMutation(send);
  return <AttendanceScanner reads="booking-code" onCode={mark.mutateAsync} />;
}
