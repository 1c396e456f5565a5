import { useAdminUsers } from '../api/users';
import { useDiscountCodes } from '../api/discount-codes';
import { AdminHeading } from './admin-heading';
import { AuditLogSection } from './audit-log-section';
import { Counters } from './counters';
import { DiscountCodesSection } from './discount-codes-section';
import { MaintenanceSection } from './maintenance-section';
import { MfaGate } from './mfa-gate';
import { SecuritySection } from './security-section';
import { UsersSection } from './users-section';
import '@/styles/admin.css';

export interface AdminConsoleProps {
  /** Back to the chat view. */
  onBack: () => void;
}

/**
 * The administration console (product.md#console): the counters, the discount codes, the
 * database maintenance, the users, the audit log, and one's own second factors. Loaded on demand,
 * for the admin role only; the server checks the role again on every call, and asks for the
 * second factor (`MfaGate`).
 */
export function AdminConsole({ onBack }: AdminConsoleProps) {
  const users = useAdminUsers();
  const codes = useDiscountCodes();
  return (
    <MfaGate onBack={onBack}>
      <div className="admin admin--console">
        <AdminHeading
          title="Administration"
          lead="Les comptes, les codes de réduction et l'entretien de la base."
          onBack={onBack}
        />
        <Counters users={users.data} codes={codes.data} />
        <DiscountCodesSection />
        <MaintenanceSection />
        <UsersSection />
        <AuditLogSection />
        <SecuritySection />
      </div>
    </MfaGate>
  );
}

export default AdminConsole;
