/**
 * Which city a lead form preselects (RT-39: the city parameter is the preselected city), in order
 * of preference. The form's own city option comes first. Then the visit's campaign (?city=, first
 * touch) and the visitor's chosen city (a logged-in user's profile city, else the one chosen in the
 * Location modal): the campaign first, unless the visitor chose a city after the campaign brought
 * them, which says more about where they want care than the ad did.
 */
export interface CityCandidates {
  /** The form's city option: CityId or name. */
  form?: number | string;
  /** The campaign's ?city= value. */
  campaign?: string;
  /** When the campaign's attribution was recorded (ms since the epoch), if known. */
  campaignAt?: number;
  /** The visitor's chosen CityId. */
  chosen?: number;
  /** When that city was chosen (ms since the epoch), if known. */
  chosenAt?: number;
}

export function cityPreselectionOrder(c: CityCandidates): (number | string)[] {
  const chosenLater =
    c.chosen !== undefined &&
    c.chosenAt !== undefined &&
    c.campaignAt !== undefined &&
    c.chosenAt > c.campaignAt;
  const order = chosenLater ? [c.form, c.chosen, c.campaign] : [c.form, c.campaign, c.chosen];
  return order.filter((v): v is number | string => v !== undefined && v !== "");
}
