import Link from "next/link";
import { formatIst } from "@/src/lib/console/lead-format";
import { type TimelineEntry, timelineWho } from "@/src/lib/console/timeline";

/**
 * A lead's story (CS-110), oldest first: what happened, who did it and when (IST). With
 * `byMobile`, the story of every request of the number, each line naming its request (CS-112).
 */
export function LeadTimeline({
  leadId,
  entries,
  byMobile,
}: {
  leadId: number;
  entries: TimelineEntry[];
  byMobile: boolean;
}) {
  const link = "inline-flex min-h-11 items-center text-sm text-teal-800 underline";
  return (
    <div data-testid="lead-timeline">
      <p className="mb-2">
        {byMobile ? (
          <Link href={`/console/leads/${leadId}`} className={link}>
            Only this request
          </Link>
        ) : (
          <Link href={`/console/leads/${leadId}?story=number`} className={link}>
            Every request from this number
          </Link>
        )}
      </p>
      {entries.length ? (
        <ol className="space-y-2 border-l-2 border-slate-200 pl-3">
          {entries.map((e) => (
            <li key={e.id} data-testid="timeline-entry" data-kind={e.kind} className="text-sm">
              <p className="break-words text-slate-900">{e.text}</p>
              <p className="text-xs text-slate-600">
                <time dateTime={e.at.toISOString()}>{formatIst(e.at)} IST</time> · {timelineWho(e)}
                {byMobile && e.leadId !== leadId ? (
                  <>
                    {" · "}
                    <Link href={`/console/leads/${e.leadId}`} className="text-teal-800 underline">
                      request {e.leadId}
                    </Link>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="text-sm text-slate-700">Nothing recorded yet.</p>
      )}
    </div>
  );
}
