import { cookies } from "next/headers";
import { notFound } from "next/navigation";
import { getDb } from "@/src/db";
import { getMessages, type Locale, localePrefix } from "@/src/lib/i18n";
import { SESSION_COOKIE } from "@/src/lib/auth/credentials";
import { MY_DATA_PATH } from "@/src/lib/privacy/purposes";
import { userForToken } from "@/src/server/auth/sessions";
import { PrivacyFrame } from "@/src/ui/privacy/frame";
import { MyDataLogin } from "@/src/ui/privacy/my-data-login";
import { MyDataPanel } from "@/src/ui/privacy/my-data-panel";
import { DataNotice } from "@/src/ui/privacy/notice";
import { ReadableCopy } from "@/src/ui/privacy/readable-copy";
import { StopPanel } from "@/src/ui/privacy/stop-panel";
import { erasureDays } from "@/src/server/privacy/http";
import { exportMyData, myRequests, requestsIn } from "@/src/server/privacy/my-data";
import { stopLinkState } from "@/src/server/privacy/stop";

/** The page bodies of /data-notice, /my-data and /stop/<token> (and their /hi twins). */

async function loggedInUser() {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  return token ? await userForToken(getDb(), token, new Date()) : null;
}

export function noticePage(locale: Locale) {
  return (
    <PrivacyFrame locale={locale} title={getMessages(locale).privacy.notice.title}>
      <DataNotice locale={locale} />
    </PrivacyFrame>
  );
}

export async function myDataPage(locale: Locale) {
  const m = getMessages(locale).privacy;
  const user = await loggedInUser();
  return (
    <PrivacyFrame locale={locale} title={m.myData.title}>
      {user ? (
        <MyDataPanel
          locale={locale}
          mobile={user.mobile}
          requests={await requestsIn(getDb(), await myRequests(getDb(), user), locale)}
          m={m.myData}
          purposes={m.purposes}
          erasureDays={erasureDays()}
        />
      ) : (
        <MyDataLogin m={{ ...m.myData, error: m.myData.error }} />
      )}
    </PrivacyFrame>
  );
}

/**
 * A forged, altered or unknown stop link: the stop page's not-found.tsx shows this message with
 * status 404 (the edge guard makes it `private, no-store`, like every per-patient page).
 */
export function stopInvalidPage(locale: Locale) {
  const m = getMessages(locale).privacy;
  return (
    <PrivacyFrame locale={locale} title={m.stop.invalidTitle}>
      <p className="mt-4 rounded-lg bg-red-50 p-3 text-red-900" data-testid="stop-invalid">
        {m.stop.invalid}
      </p>
      <a
        href={`${localePrefix(locale)}${MY_DATA_PATH}`}
        className="mt-4 inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
      >
        {m.stop.myData}
      </a>
    </PrivacyFrame>
  );
}

/** The readable copy of everything stored for the logged-in number (/my-data/copy). */
export async function copyPage(locale: Locale) {
  const m = getMessages(locale).privacy.myData;
  const user = await loggedInUser();
  return (
    <PrivacyFrame locale={locale} title={m.copy.title}>
      {user ? (
        <ReadableCopy locale={locale} data={await exportMyData(getDb(), user, new Date())} />
      ) : (
        <div className="mt-4 flex flex-col gap-3" data-testid="copy-login">
          <p>{m.copy.login}</p>
          <a
            href={`${localePrefix(locale)}${MY_DATA_PATH}`}
            className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
          >
            {m.copy.back}
          </a>
        </div>
      )}
    </PrivacyFrame>
  );
}

export async function stopPage(locale: Locale, token: string) {
  const m = getMessages(locale).privacy;
  const state = await stopLinkState(getDb(), decodeURIComponent(token));
  const myDataHref = `${localePrefix(locale)}${MY_DATA_PATH}`;
  if (!state) notFound();
  return (
    <PrivacyFrame locale={locale} title={m.stop.title}>
      <StopPanel
        token={decodeURIComponent(token)}
        leadId={state.leadId}
        locale={locale}
        m={{ ...m.stop }}
        purposes={m.purposes}
        myDataHref={myDataHref}
      />
    </PrivacyFrame>
  );
}
