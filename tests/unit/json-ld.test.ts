import { describe, expect, it } from "vitest";
import { aggregateRating } from "@/src/lib/catalog/rating";
import {
  breadcrumbList,
  collectionPageNode,
  jsonLdDocument,
  medicalWebPageNode,
} from "@/src/lib/json-ld";

describe("typed JSON-LD builders write what the pages wrote before", () => {
  it("a breadcrumb trail: @context first, absolute item URLs, '<' escaped", () => {
    const trail = [
      { name: "Home", url: "https://example.in/" },
      { name: "Knee <replacement>", url: "https://example.in/knee-replacement-surgery" },
    ];
    expect(jsonLdDocument(breadcrumbList(trail))).toBe(
      '{"@context":"https://schema.org","@type":"BreadcrumbList","itemListElement":[' +
        '{"@type":"ListItem","position":1,"name":"Home","item":"https://example.in/"},' +
        '{"@type":"ListItem","position":2,"name":"Knee \\u003creplacement>","item":"https://example.in/knee-replacement-surgery"}]}',
    );
  });

  it("a profile's aggregateRating, and none without reviews", () => {
    expect(JSON.stringify(aggregateRating({ rating: 4.5, reviewCount: 12 }))).toBe(
      '{"aggregateRating":{"@type":"AggregateRating","ratingValue":4.5,"reviewCount":12,"bestRating":5,"worstRating":1}}',
    );
    expect(aggregateRating({ rating: null, reviewCount: 0 })).toEqual({});
  });

  it("a graph of a collection page and a reviewed medical page", () => {
    const absolute = (path: string) => `https://example.in${path}`;
    const about = { "@type": "MedicalCondition", name: "Cataract" } as const;
    const review = {
      reviewer: { name: "Dr A", href: "/doctor/a", qualifications: "MBBS, MS" },
      reviewedOn: "2026-11-01",
    };
    expect(
      jsonLdDocument([
        collectionPageNode("Conditions", absolute("/conditions")),
        medicalWebPageNode("/cataract", "Cataract", about, review, "en-IN", absolute),
      ]),
    ).toBe(
      '{"@context":"https://schema.org","@graph":[' +
        '{"@type":"CollectionPage","name":"Conditions","url":"https://example.in/conditions"},' +
        '{"@type":"MedicalWebPage","@id":"https://example.in/cataract","url":"https://example.in/cataract","name":"Cataract","inLanguage":"en-IN",' +
        '"about":{"@type":"MedicalCondition","name":"Cataract"},"lastReviewed":"2026-11-01",' +
        '"reviewedBy":{"@type":"Person","name":"Dr A","url":"https://example.in/doctor/a","honorificSuffix":"MBBS, MS"}}]}',
    );
  });
});
