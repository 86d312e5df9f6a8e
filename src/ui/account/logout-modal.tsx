"use client";

import { useState } from "react";
import { logout } from "./api";
import { clearCredentialsCookie } from "./credentials-store";
import { AccountDialog, primaryButton, secondaryButton } from "./dialog";
import type { AccountMessages } from "./messages";

/**
 * Logout confirmation (AU-39 to AU-43): 'Are you sure you want to Logout?' with Cancel and
 * 'Yes, Logout'. Confirming revokes the session on the server, clears the cookies and reloads.
 */
export default function LogoutModal({ m, onClose }: { m: AccountMessages; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await logout();
    clearCredentialsCookie();
    window.location.reload();
  };
  return (
    <AccountDialog
      title={m.logout.question}
      closeLabel={m.close}
      onClose={onClose}
      testId="logout-modal"
    >
      <div className="grid grid-cols-2 gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={onClose}
          data-testid="logout-cancel"
        >
          {m.logout.cancel}
        </button>
        <button
          type="button"
          className={primaryButton}
          onClick={() => void confirm()}
          disabled={busy}
          data-testid="logout-confirm"
        >
          {m.logout.confirm}
        </button>
      </div>
    </AccountDialog>
  );
}
