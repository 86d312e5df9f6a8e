import { cookies } from "next/headers";
import { getDb } from "@/src/db";
import { getMessages, type Locale, localePrefix } from "@/src/lib/i18n";
import { SESSION_COOKIE } from "@/src/lib/auth/credentials";
import { MY_DATA_PATH } from "@/src/lib/privacy/purposes";
import { userForToken } from "@/src/server/auth/sessions";
import { PrivacyFrame } from "@/src/ui/privacy/frame";
import { MyDataLogin } from "@/src/ui/privacy/my-data-login";
import { MyDataPanel } from "@/src/ui/privacy/my-data-panel";
import { DataNotice } from "@/src/ui/privacy/notice";
import { StopPanel } from "@/src/ui/privacy/stop-panel";
import { erasureDays } from "@/src/server/privacy/http";
import { myRequests } from "@/src/server/privacy/my-data";
import { stopLinkState } from "@/src/server/privacy/stop";

/** The page bodies of /data-notice, /my-data and /stop/<token> (and their /hi twins). */

export function noticePage(locale: Locale) {
  return (
    <PrivacyFrame locale={locale} title={getMessages(locale).privacy.notice.title}>
      <DataNotice locale={locale} />
    </PrivacyFrame>
  );
}

export async function myDataPage(locale: Locale) {
  const m = getMessages(locale).privacy;
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const user = token ? await userForToken(getDb(), token, new Date()) : null;
  return (
    <PrivacyFrame locale={locale} title={m.myData.title}>
      {user ? (
        <MyDataPanel
          locale={locale}
          mobile={user.mobile}
          requests={await myRequests(getDb(), user)}
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

export async function stopPage(locale: Locale, token: string) {
  const m = getMessages(locale).privacy;
  const state = await stopLinkState(getDb(), decodeURIComponent(token));
  const myDataHref = `${localePrefix(locale)}${MY_DATA_PATH}`;
  if (!state) {
    return (
      <PrivacyFrame locale={locale} title={m.stop.title}>
        <p className="mt-4 rounded-lg bg-red-50 p-3 text-red-900" data-testid="stop-invalid">
          {m.stop.invalid}
        </p>
        <a href={myDataHref} className="mt-4 inline-block font-semibold text-brand-800 underline">
          {m.stop.myData}
        </a>
      </PrivacyFrame>
    );
  }
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
