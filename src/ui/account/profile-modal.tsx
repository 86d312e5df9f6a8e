"use client";

import { useId, useState } from "react";
import type { Credentials } from "@/src/lib/auth/credentials";
import { isValidEmail, isValidName } from "@/src/lib/auth/validators";
import { envelopeMessage } from "@/src/ui/api-client";
import { updateProfile } from "./api";
import { AccountDialog, primaryButton, secondaryButton, TextField } from "./dialog";
import type { AccountMessages } from "./messages";

/** AU-26: the page reloads 0.5 s after a profile save. */
export const PROFILE_RELOAD_MS = 500;

/**
 * Profile (name, email, mobile, city) and Edit Profile (name and email, both required; AU-23,
 * AU-24). Saving shows 'Profile Updated', then closes and reloads after 0.5 s (AU-25, AU-26).
 */
export default function ProfileModal({
  m,
  credentials,
  onClose,
}: {
  m: AccountMessages;
  credentials: Credentials;
  onClose: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(credentials.name ?? "");
  const [email, setEmail] = useState(credentials.email ?? "");
  const [nameError, setNameError] = useState<string>();
  const [emailError, setEmailError] = useState<string>();
  const [formError, setFormError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const save = async () => {
    setFormError(undefined);
    const nameOk = isValidName(name);
    const emailOk = isValidEmail(email.trim());
    if (!nameOk) setNameError(m.profile.enterName);
    if (!emailOk) setEmailError(m.profile.enterEmail);
    if (!nameOk || !emailOk) return;
    setBusy(true);
    const result = await updateProfile({ name: name.trim(), email: email.trim() });
    if (!result.ok) {
      setBusy(false);
      setFormError(envelopeMessage(result.envelope, m.errors.generic));
      return;
    }
    setSaved(true);
    window.setTimeout(() => {
      onClose();
      window.location.reload();
    }, PROFILE_RELOAD_MS);
  };

  const rows: [string, string | null][] = [
    [m.profile.name, credentials.name],
    [m.profile.email, credentials.email],
    [m.profile.mobile, `+${credentials.countryCode} ${credentials.mobileNo}`],
    [m.profile.city, credentials.selectedCity?.cityname ?? null],
  ];

  return (
    <AccountDialog
      title={editing ? m.profile.editTitle : m.profile.title}
      closeLabel={m.close}
      onClose={onClose}
      testId="profile-modal"
    >
      {!editing ? (
        <div className="space-y-5">
          <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {rows.map(([label, value]) => (
              <div key={label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 px-4 py-3">
                <dt className="text-sm text-slate-600">{label}</dt>
                <dd
                  className={`text-sm font-semibold ${value ? "text-ink" : "text-slate-500"}`}
                  data-testid={`profile-${label.toLowerCase().replace(/\s+/g, "-")}`}
                >
                  {value ?? m.profile.notSet}
                </dd>
              </div>
            ))}
          </dl>
          <button
            type="button"
            className={secondaryButton}
            onClick={() => setEditing(true)}
            data-testid="profile-edit"
          >
            {m.profile.edit}
          </button>
        </div>
      ) : saved ? (
        <p
          role="status"
          className="rounded-lg bg-brand-50 px-4 py-6 text-center text-base font-semibold text-brand-800"
          data-testid="profile-success"
        >
          {m.profile.updated}
        </p>
      ) : (
        <form
          noValidate
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <TextField
            id={`${id}-name`}
            label={m.profile.name}
            value={name}
            autoComplete="name"
            onChange={(v) => {
              setName(v);
              setNameError(undefined);
            }}
            error={nameError}
            testId="profile-name-input"
          />
          <TextField
            id={`${id}-email`}
            label={m.profile.email}
            type="email"
            value={email}
            autoComplete="email"
            onChange={(v) => {
              setEmail(v);
              setEmailError(undefined);
            }}
            error={emailError}
            testId="profile-email-input"
          />
          {formError ? (
            <p role="alert" className="text-sm text-red-700">
              {formError}
            </p>
          ) : null}
          <button
            type="submit"
            className={primaryButton}
            disabled={busy}
            data-testid="profile-save"
          >
            {busy ? m.profile.saving : m.profile.save}
          </button>
        </form>
      )}
    </AccountDialog>
  );
}
