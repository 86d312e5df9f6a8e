import { describe, expect, it } from "vitest";
import {
  INITIAL_PAGE_STATE,
  leadDoctorHospital,
  type PageAction,
  type PageState,
  pageReducer,
} from "@/src/ui/page/page-context";

function run(...actions: PageAction[]): PageState {
  return actions.reduce(pageReducer, INITIAL_PAGE_STATE);
}

/** What a lead from this state names, as the lead form reads the context. */
function leadIds(state: PageState) {
  return leadDoctorHospital({ ...state.settings, selected: state.selected });
}

const profilePage: PageAction = {
  type: "settings",
  // A doctor profile page (none exists yet) declares its doctor and hospital.
  settings: { pageType: "Home", tier: 3, doctorId: 5, hospitalId: 7 },
};

describe("page context: the page's doctor and hospital and the selected ones", () => {
  it("[LM-22] a trigger's reset keeps a profile page's own doctor and hospital", () => {
    const state = run(profilePage, { type: "reset" });
    expect(state.settings).toMatchObject({ doctorId: 5, hospitalId: 7 });
    expect(leadIds(state)).toEqual({ doctorId: 5, hospitalId: 7 });
  });

  it("a selection is sent instead of the page's ids, field by field, until it is reset", () => {
    const picked = run(profilePage, { type: "select", ids: { doctorId: 9 } });
    expect(leadIds(picked)).toEqual({ doctorId: 9, hospitalId: 7 });
    const both = pageReducer(picked, { type: "select", ids: { hospitalId: 11 } });
    expect(leadIds(both)).toEqual({ doctorId: 9, hospitalId: 11 });
    expect(both.settings).toMatchObject({ doctorId: 5, hospitalId: 7 });
    expect(leadIds(pageReducer(both, { type: "reset" }))).toEqual({ doctorId: 5, hospitalId: 7 });
  });

  it("on a page without ids, the reset clears the selection entirely", () => {
    const listing: PageAction = { type: "settings", settings: { pageType: "doctors", tier: 3 } };
    const state = run(
      listing,
      { type: "select", ids: { doctorId: 3, hospitalId: 4 } },
      {
        type: "reset",
      },
    );
    expect(leadIds(state)).toEqual({ doctorId: undefined, hospitalId: undefined });
  });

  it("a new page's settings drop the previous page's selection", () => {
    const state = run({ type: "select", ids: { doctorId: 3 } }, profilePage);
    expect(state.selected).toEqual({});
    expect(leadIds(state)).toEqual({ doctorId: 5, hospitalId: 7 });
  });
});
